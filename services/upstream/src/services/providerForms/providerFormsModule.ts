// user-service's forms (contact, inquiry, briefing, the staff listing) at /user-service/api/v1/forms,
// built from the environment: the process's one captcha verifier (shared with password recovery
// and checkout, so a solution used on one is refused on the others), the submission budget in the
// auth throttle's store, and the delivery queue's dispatcher the process runs (main.ts).
import type { ServiceModule } from '../../http/serviceModule.js';
import { throttleStoreFromEnv } from '../auth/throttle/attemptThrottle.js';
import { processCaptchaVerifier } from '../identity/captcha/processCaptcha.js';
import { PROVIDER_FORMS_SERVICE_PATH, providerFormsRouter } from './providerFormsRouter.js';
import { SubmissionLimit, submissionLimitSettingsFromEnv } from './submissionLimit.js';

export const providerFormsModule: ServiceModule = {
  prefix: PROVIDER_FORMS_SERVICE_PATH,
  router: ({ db, logger, formDelivery }) =>
    providerFormsRouter({
      db,
      captcha: processCaptchaVerifier(process.env),
      limit: new SubmissionLimit(throttleStoreFromEnv(process.env, logger), submissionLimitSettingsFromEnv(process.env)),
      delivery: formDelivery,
    }),
};
