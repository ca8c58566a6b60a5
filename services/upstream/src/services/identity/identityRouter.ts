// Every identity endpoint of upstream, mounted once by app.ts.
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { CAPTCHA_PATH, captchaRouter } from './captchaRouter.js';
import { identityServicesFromEnv, type IdentityServices } from './identityConfig.js';
import { PASSWORD_PATH, passwordRouter } from './passwordRouter.js';
import { PASSWORDLESS_PATH, passwordlessRouter } from './passwordlessRouter.js';
import { REGISTRATION_PATH, registrationRouter } from './registrationRouter.js';

export function identityRouter(db: Database, logger: Logger, services: IdentityServices = identityServicesFromEnv(process.env, db, logger)): Router {
  const router = express.Router();
  router.use(PASSWORDLESS_PATH, passwordlessRouter(services));
  router.use(PASSWORD_PATH, passwordRouter(services));
  router.use(CAPTCHA_PATH, captchaRouter(services));
  router.use(REGISTRATION_PATH, registrationRouter(services));
  return router;
}
