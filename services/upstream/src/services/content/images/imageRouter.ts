// content-service public images (spec 1 §7, `/content/public/image/{*path}`): the CMS pictures
// the corpus points at, drawn on request as SVG from what the database holds, so the repository
// carries no binary assets and every image matches its analyst or figure.
import type { Router } from 'express';
import type { Database } from '../../../db/client.js';
import { callerOf, USER_CONTEXT_HEADER } from '../../../http/caller.js';
import { notFound, unauthorized } from '../../../http/httpError.js';
import { serviceRouter } from '../../../http/metrics.js';
import { findAnalysts } from '../../analyst/analystStore.js';
import { canRead, NOT_ACCESSIBLE_MESSAGE, readerOf } from '../../research/access.js';
import { CONTENT_SERVICE_PATH } from '../alertBanner.js';
import { avatarSvg } from './avatarSvg.js';
import { figureSvg } from './figureSvg.js';
import { findFigure } from './figureStore.js';
import { analystIdOfFile, figureOfFile } from './imagePath.js';
import { sendSvg } from './sendSvg.js';
import { findOrNotFound } from '../../../http/findById.js';

export const IMAGE_SERVICE_PATH = `${CONTENT_SERVICE_PATH}/content/public/image`;

const noSuchImage = (path: string) => notFound(`No image at ${path}`);

export function imageRouter(db: Database): Router {
  const router = serviceRouter();

  router.get('/analysts/:file', async (req, res) => {
    const id = analystIdOfFile(req.params.file as string);
    if (id === null) throw noSuchImage(req.path);
    const analyst = await findOrNotFound(findAnalysts, db, id, 'Analyst');
    // The CMS holds pictures only for analysts whose record names one.
    if (analyst.image === null) throw notFound(`No image for analyst ${id}`);
    sendSvg(res, avatarSvg(analyst));
  });

  router.get('/figures/:file', async (req, res) => {
    const file = figureOfFile(req.params.file as string);
    if (file === null) throw noSuchImage(req.path);
    const [reader, found] = await Promise.all([readerOf(db, callerOf(req)), findFigure(db, file.reportId, file.figureId)]);
    if (!found) throw notFound(`Research ${file.reportId} not found`);
    // The same rule as the report itself: a restricted report's figures need an entitled reader, and stay
    // out of shared caches.
    res.vary(USER_CONTEXT_HEADER);
    if (!canRead(reader, found)) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
    if (!found.figure) throw notFound(`Figure ${file.figureId} not found`);
    // A chart figure is drawn by the web app from its data; only plain-image figures have a file.
    if (!found.figure.imageUrl) throw notFound(`No image for figure ${file.figureId}`);
    sendSvg(res, figureSvg({ id: file.figureId, title: found.figure.figureTitle }), found.access === 'public' ? 'public' : 'private');
  });

  // Any other shape under the image path: a JSON 404 counted under one route, not one per URL.
  router.get('{/*path}', (req) => {
    throw noSuchImage(req.path);
  });

  return router;
}
