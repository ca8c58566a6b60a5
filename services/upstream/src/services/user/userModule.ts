// user-service (spec 1 §7, spec 3 §7) at /user-service/api/v1/user: product registration
// (product folder) first, then quote requests, countries and profile, last viewed.
import { composedModule } from '../../http/serviceModule.js';
import { REGISTRATION_SERVICE_PATH, registrationRouter } from '../product/productRouter.js';
import { accountRequestsRouter } from './accountRequestsRouter.js';
import { lastViewedRouter } from './lastViewedRouter.js';
import { USER_SERVICE_PATH, userRouter } from './userRouter.js';

export const userModule = composedModule(USER_SERVICE_PATH, ({ db }) => [
  [REGISTRATION_SERVICE_PATH, registrationRouter(db)],
  [USER_SERVICE_PATH, accountRequestsRouter(db)],
  [USER_SERVICE_PATH, userRouter(db)],
  [USER_SERVICE_PATH, lastViewedRouter(db)],
]);
