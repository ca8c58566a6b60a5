// preference-service (spec 1 §7) at /preference-service/api/v1: consent, and the newsletter
// subscriptions (newsletter folder).
import { composedModule } from '../../http/serviceModule.js';
import { NEWSLETTER_SERVICE_PATH, newsletterRouter } from '../newsletter/newsletterRouter.js';
import { PREFERENCE_SERVICE_PATH, consentRouter } from './consentRouter.js';

export const PREFERENCE_SERVICE_ROOT = '/preference-service/api/v1';

export const preferenceModule = composedModule(PREFERENCE_SERVICE_ROOT, ({ db }) => [
  [PREFERENCE_SERVICE_PATH, consentRouter(db)],
  [NEWSLETTER_SERVICE_PATH, newsletterRouter(db)],
]);
