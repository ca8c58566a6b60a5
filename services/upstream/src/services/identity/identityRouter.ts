// Every identity endpoint of upstream, all under auth-service: part of the auth module
// (../auth/authModule.ts), mounted at its prefix.
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { below, composeRouters } from '../../http/serviceModule.js';
import { AUTH_SERVICE_PATH } from '../auth/verify.js';
import { CAPTCHA_PATH, captchaRouter } from './captchaRouter.js';
import { identityServicesFromEnv, type IdentityServices } from './identityConfig.js';
import { PASSWORD_PATH, passwordRouter } from './passwordRouter.js';
import { PASSWORDLESS_PATH, passwordlessRouter } from './passwordlessRouter.js';
import { REGISTRATION_PATH, registrationRouter } from './registrationRouter.js';

export function identityRouter(db: Database, logger: Logger, services: IdentityServices = identityServicesFromEnv(process.env, db, logger)): Router {
  return composeRouters(
    [below(AUTH_SERVICE_PATH, PASSWORDLESS_PATH), passwordlessRouter(services)],
    [below(AUTH_SERVICE_PATH, PASSWORD_PATH), passwordRouter(services)],
    [below(AUTH_SERVICE_PATH, CAPTCHA_PATH), captchaRouter(services)],
    [below(AUTH_SERVICE_PATH, REGISTRATION_PATH), registrationRouter(services)],
  );
}
