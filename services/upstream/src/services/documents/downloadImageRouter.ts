// GET /content-service/api/v1/content/downloadimage?contentId=&url=[&isReprints=] (spec 1 §7): a
// figure image as a PNG file to save, without the watermark. `contentId` is the report the figure
// belongs to (a url of another report's figure is a 400), and the report's entitlement decides.
// isReprints=true says the page is in reprints mode: the reader's access is then the reprints or
// preview token sent as a header, which must be live and for this contentId (refused with the
// token's message otherwise), whatever the reader may read themselves; never stored.
import type { Request, Router } from 'express';
import { REPRINT_TOKEN_INVALID_MESSAGE, type Reader } from '@portal/domain';
import { downloadImageContracts, PNG_CONTENT_TYPE } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../http/caller.js';
import { badRequest, unauthorized } from '../../http/httpError.js';
import { grantByToken, tokenOf } from '../reprints/requestTokens.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { readerOf } from '../research/access.js';
import { figurePng } from './figureRaster.js';
import { figureOfUrl } from './figureUrl.js';
import { sendFile } from './sendFile.js';

export const DOWNLOAD_IMAGE_SERVICE_PATH = downloadImageContracts.get.prefix;

/** Reprints mode: the token sent must grant `contentId`; the reader is then its bearer, reading that report. */
async function reprintReader(db: Database, req: Request, contentId: string): Promise<Reader> {
  const sent = tokenOf(req);
  if (!sent) throw unauthorized(REPRINT_TOKEN_INVALID_MESSAGE);
  const granted = await grantByToken(db, sent, contentId, new Date());
  if (granted !== true) throw granted;
  return { userType: 'visitor', subscriptions: [], courtesy: [contentId] };
}

export function downloadImageRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, downloadImageContracts.get, async ({ query: { contentId, url, isReprints } }, req, res) => {
    const file = figureOfUrl(url, url.startsWith('/content-service/'));
    if (file.reportId !== contentId) throw badRequest(`The image ${url.slice(0, 120)} is not a figure of ${contentId}`);
    res.vary(USER_CONTEXT_HEADER);
    const reader = isReprints ? await reprintReader(db, req, contentId) : await readerOf(db, callerOf(req));
    const { png, isPublic } = await figurePng(db, reader, file);
    sendFile(res, { bytes: png, contentType: PNG_CONTENT_TYPE, fileName: `${file.figureId}.png` }, isPublic && !isReprints ? 'private' : 'no-store');
    return undefined;
  });
  return router;
}
