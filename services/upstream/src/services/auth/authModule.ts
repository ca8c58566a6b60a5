// auth-service (spec 1 §7) at /auth-service/api/v1: session verify, the profile update the spec
// places here (user folder), and the identity flows (passwordless links, passwords, captcha,
// registration; identity folder).
import { composedModule } from '../../http/serviceModule.js';
import { identityRouter } from '../identity/identityRouter.js';
import { PROFILE_UPDATE_SERVICE_PATH, profileUpdateRouter } from '../user/userRouter.js';
import { AUTH_SERVICE_PATH, authRouter } from './verify.js';

export const authModule = composedModule(AUTH_SERVICE_PATH, ({ db, logger }) => [
  [AUTH_SERVICE_PATH, authRouter(db)],
  [PROFILE_UPDATE_SERVICE_PATH, profileUpdateRouter(db)],
  [AUTH_SERVICE_PATH, identityRouter(db, logger)],
]);
