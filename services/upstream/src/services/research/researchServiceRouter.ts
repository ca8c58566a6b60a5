// research-service as one module: its reprint and preview tokens (issue #13) sit under its path
// (/research-service/api/v1/reprints), so they are mounted here, first, at their sub-path, rather
// than as a module of their own inside another's prefix (serviceModules.test.ts).
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { REPRINTS_SERVICE_PATH, reprintsRouter } from '../reprints/reprintsRouter.js';
import { reprintSettingsFromEnv } from '../reprints/reprintSettings.js';
import { RESEARCH_SERVICE_PATH, researchRouter } from './researchRouter.js';

export function researchServiceRouter(db: Database, env: NodeJS.ProcessEnv = process.env): Router {
  const router = Router();
  router.use(REPRINTS_SERVICE_PATH.slice(RESEARCH_SERVICE_PATH.length), reprintsRouter(db, { settings: reprintSettingsFromEnv(env) }));
  router.use(researchRouter(db));
  return router;
}
