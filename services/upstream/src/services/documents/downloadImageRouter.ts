// GET /content-service/api/v1/content/downloadimage?contentId=&url=[&isReprints=] (spec 1 §7): a
// figure image as a PNG file to save, without the watermark. `contentId` is the report the figure
// belongs to (a url of another report's figure is a 400), and the report's entitlement decides.
// isReprints is accepted as the spec sends it: a reprint reader's access comes with the reprints
// token, which the portal does not issue, so it changes nothing here.
import type { Router } from 'express';
import { downloadImageContracts, PNG_CONTENT_TYPE } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../http/caller.js';
import { badRequest } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { readerOf } from '../research/access.js';
import { figurePng } from './figureRaster.js';
import { figureOfUrl } from './figureUrl.js';
import { sendFile } from './sendFile.js';

export const DOWNLOAD_IMAGE_SERVICE_PATH = downloadImageContracts.get.prefix;

export function downloadImageRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, downloadImageContracts.get, async ({ query: { contentId, url } }, req, res) => {
    const file = figureOfUrl(url, url.startsWith('/content-service/'));
    if (file.reportId !== contentId) throw badRequest(`The image ${url.slice(0, 120)} is not a figure of ${contentId}`);
    res.vary(USER_CONTEXT_HEADER);
    const { png, isPublic } = await figurePng(db, await readerOf(db, callerOf(req)), file);
    sendFile(res, { bytes: png, contentType: PNG_CONTENT_TYPE, fileName: `${file.figureId}.png` }, isPublic ? 'private' : 'no-store');
    return undefined;
  });
  return router;
}
