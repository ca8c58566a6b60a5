// POST /getwatermark (spec 1 §7): a figure image of one of our reports, as a PNG with the header's
// title and description and the figure's label and title drawn on it. The figure is found from the
// url (figureUrl.ts: our own paths only) and shown only to a reader of its report, or to the bearer
// of a reprints or preview token for that report (the header the report was read with).
import express, { type Router } from 'express';
import { DOCUMENT_BODY_LIMIT, PNG_CONTENT_TYPE, watermarkContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../http/caller.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { readerWithToken } from '../reprints/requestTokens.js';
import { readerOf } from '../research/access.js';
import { figurePng } from './figureRaster.js';
import { figureOfUrl } from './figureUrl.js';
import { sendFile } from './sendFile.js';
import { watermarkPng } from './watermark.js';

export const WATERMARK_PATH = watermarkContracts.render.prefix;

export function watermarkRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, watermarkContracts.render, { before: [express.json({ limit: DOCUMENT_BODY_LIMIT })] }, async ({ body }, req, res) => {
    const file = figureOfUrl(body.url, body.isLegacyAsset);
    res.vary(USER_CONTEXT_HEADER);
    const reader = await readerWithToken(db, req, await readerOf(db, callerOf(req)), new Date());
    const { png } = await figurePng(db, reader, file);
    const bytes = await watermarkPng(png, body);
    // Drawn from the request's own text: nothing worth keeping for anyone else.
    sendFile(res, { bytes, contentType: PNG_CONTENT_TYPE, fileName: `${file.figureId}.png` }, 'no-store');
    return undefined;
  });
  return router;
}
