// The captcha of the password recovery form (spec 3 §3: recaptchaToken). The provider's site
// uses a hosted reCAPTCHA; where that is configured (RECAPTCHA_SECRET) its siteverify API
// decides. The embedded default is a self-hosted proof-of-work captcha (ALTCHA), which needs no
// third party: the browser solves a signed challenge and the token is its solution.
import type { CaptchaDto } from '@portal/contracts';
import { AltchaCaptcha } from './altchaCaptcha.js';
import { RecaptchaCaptcha } from './recaptchaCaptcha.js';

/** What the page needs to show the captcha. */
export type CaptchaChallenge = CaptchaDto;

export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha';
  challenge(): Promise<CaptchaChallenge>;
  /** True when `token` proves a human (or a patient machine) solved a challenge of ours, once. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

export function createCaptchaVerifier(env: NodeJS.ProcessEnv): CaptchaVerifier {
  if (env.RECAPTCHA_SECRET) {
    return new RecaptchaCaptcha({ secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY ?? '', minScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5) });
  }
  return new AltchaCaptcha({ hmacSecret: env.CAPTCHA_HMAC_SECRET || undefined, maxCounter: Number(env.CAPTCHA_MAX_COUNTER ?? 5000) });
}
