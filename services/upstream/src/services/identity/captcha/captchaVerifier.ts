// The captcha of the forms that need one (password recovery, checkout, contact: recaptchaToken).
// The provider's site uses a hosted reCAPTCHA; where that is configured its API decides:
// siteverify with RECAPTCHA_SECRET for v2 and v3, the Enterprise assessments API with
// RECAPTCHA_VERSION=enterprise, RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_ENTERPRISE_API_KEY.
// The embedded default is a self-hosted proof-of-work captcha (ALTCHA), which needs no third
// party: the browser solves a signed challenge and the token is its solution.
import { RECAPTCHA_VERSIONS, type CaptchaDto, type RecaptchaVersion } from '@portal/contracts';
import { AltchaCaptcha } from './altchaCaptcha.js';
import { RecaptchaCaptcha } from './recaptchaCaptcha.js';
import { RecaptchaEnterpriseCaptcha } from './recaptchaEnterpriseCaptcha.js';

/** What the page needs to show the captcha. */
export type CaptchaChallenge = CaptchaDto;

export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha';
  challenge(): Promise<CaptchaChallenge>;
  /** True when `token` proves a human (or a patient machine) solved a challenge of ours, once. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

/**
 * RECAPTCHA_VERSION as the page is told it: unset is the v2 checkbox (what the provider's site
 * used), a value we do not know is null (the page then says 'No version provided', spec 1 §8).
 */
export function recaptchaVersionOf(value: string | undefined): RecaptchaVersion | null {
  if (value === undefined || value.trim() === '') return '2';
  return (RECAPTCHA_VERSIONS as readonly string[]).includes(value.trim()) ? (value.trim() as RecaptchaVersion) : null;
}

export function createCaptchaVerifier(env: NodeJS.ProcessEnv): CaptchaVerifier {
  const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? 0.5);
  const version = recaptchaVersionOf(env.RECAPTCHA_VERSION);
  if (version === 'enterprise') {
    // Enterprise keys are assessed with the project's API key, not siteverify's secret: without
    // them every token would be refused, so say what is missing instead.
    if (!env.RECAPTCHA_ENTERPRISE_PROJECT || !env.RECAPTCHA_ENTERPRISE_API_KEY) {
      throw new Error('RECAPTCHA_VERSION=enterprise needs RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_ENTERPRISE_API_KEY');
    }
    return new RecaptchaEnterpriseCaptcha({
      project: env.RECAPTCHA_ENTERPRISE_PROJECT,
      apiKey: env.RECAPTCHA_ENTERPRISE_API_KEY,
      siteKey: env.RECAPTCHA_SITE_KEY ?? '',
      minScore,
    });
  }
  if (env.RECAPTCHA_SECRET) {
    return new RecaptchaCaptcha({ secret: env.RECAPTCHA_SECRET, siteKey: env.RECAPTCHA_SITE_KEY ?? '', version, minScore });
  }
  return new AltchaCaptcha({ hmacSecret: env.CAPTCHA_HMAC_SECRET || undefined, maxCounter: Number(env.CAPTCHA_MAX_COUNTER ?? 5000) });
}
