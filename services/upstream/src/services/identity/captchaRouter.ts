// GET a captcha for the recovery form: an ALTCHA challenge, or the reCAPTCHA site key.
import type { Router } from 'express';
import { captchaContracts } from '@portal/contracts';
import { neverStored } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import type { IdentityServices } from './identityConfig.js';

export const CAPTCHA_PATH = captchaContracts.challenge.prefix;

export function captchaRouter({ captcha }: IdentityServices): Router {
  const router = serviceRouter();
  // Every challenge is new and single-use: never cached.
  router.use(neverStored);
  serveContract(router, captchaContracts.challenge, () => captcha.challenge());
  return router;
}
