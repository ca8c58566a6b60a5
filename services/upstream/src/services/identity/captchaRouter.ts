// GET a captcha for the recovery form: an ALTCHA challenge, or the reCAPTCHA site key.
import type { Router } from 'express';
import { noStore } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import type { IdentityServices } from './identityConfig.js';

export const CAPTCHA_PATH = '/auth-service/api/v1/captcha';

export function captchaRouter({ captcha }: IdentityServices): Router {
  const router = serviceRouter();
  router.get('/', async (_req, res) => {
    // Every challenge is new and single-use: never cached.
    noStore(res);
    res.json(await captcha.challenge());
  });
  return router;
}
