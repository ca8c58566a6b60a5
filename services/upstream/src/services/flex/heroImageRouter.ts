// Hero pictures of flex pages and blueprints under the content service's public image path
// (/images/heroes/{id}.svg in the browser, through the gateway's image proxy), mounted before the
// general image router. Only the ids the corpus holds have one; anything else is a 404.
import type { Router } from 'express';
import { blueprints, flexPages } from '@portal/corpus';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { sendSvg } from '../content/images/sendSvg.js';
import { heroSvg } from './heroSvg.js';

export const HERO_IMAGE_FOLDER = 'heroes';

export function heroImageRouter(): Router {
  const router = serviceRouter();
  const ids = new Set([...flexPages().map((page) => page.id), ...blueprints().map((item) => item.id)]);
  // Not a contract: a file for browsers, where a name that is no file is a 404 as from any file server.
  router.get('/:file', (req, res) => {
    const id = /^((?:PG|BLP)\d+)\.svg$/.exec(req.params.file as string)?.[1];
    if (id === undefined || !ids.has(id)) throw notFound(`No image at ${req.path}`);
    sendSvg(res, heroSvg(id));
  });
  return router;
}
