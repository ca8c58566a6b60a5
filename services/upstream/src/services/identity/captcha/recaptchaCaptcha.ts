// Google reCAPTCHA (v2 or v3) through its siteverify API, for deployments that use the hosted
// captcha the provider's site uses. This machine cannot reach Google; the adapter is exercised
// against a local stand-in of siteverify in its unit test. The page is told the version
// (RECAPTCHA_VERSION) so it runs the v2 checkbox or executes v3 on submit.
import type { RecaptchaVersion } from '@portal/contracts';
import type { CaptchaChallenge, CaptchaVerifier } from './captchaVerifier.js';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface RecaptchaOptions {
  secret: string;
  siteKey: string;
  /** What the page runs: '2' or '3'; null when RECAPTCHA_VERSION names none we know (the page says so). */
  version: Exclude<RecaptchaVersion, 'enterprise'> | null;
  /** v3 answers a score; below this it is a bot. v2 answers none. */
  minScore: number;
  verifyUrl?: string;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  'error-codes'?: string[];
}

export class RecaptchaCaptcha implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;

  constructor(private readonly options: RecaptchaOptions) {}

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'recaptcha', siteKey: this.options.siteKey, version: this.options.version };
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.options.secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
    try {
      const response = await fetch(this.options.verifyUrl ?? SITEVERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as SiteverifyAnswer;
      return answer.success === true && (answer.score === undefined || answer.score >= this.options.minScore);
    } catch {
      // Unreachable or garbled: refuse, never wave through.
      return false;
    }
  }
}
