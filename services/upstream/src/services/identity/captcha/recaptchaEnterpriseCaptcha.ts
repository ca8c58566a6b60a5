// Google reCAPTCHA Enterprise through its assessments API (projects.assessments.create), for
// deployments whose site key is an Enterprise key (RECAPTCHA_VERSION=enterprise). The page runs
// enterprise.js and hands us the token of grecaptcha.enterprise.execute; we ask Google to assess it
// with the project's API key. This machine cannot reach Google; the unit test runs the adapter
// against a local stand-in answering in the API's shape.
import type { CaptchaChallenge, CaptchaVerifier } from './captchaVerifier.js';

export const RECAPTCHA_ENTERPRISE_API = 'https://recaptchaenterprise.googleapis.com';

export interface RecaptchaEnterpriseOptions {
  /** The Google Cloud project that owns the key (RECAPTCHA_ENTERPRISE_PROJECT). */
  project: string;
  /** An API key allowed to create assessments (RECAPTCHA_ENTERPRISE_API_KEY). */
  apiKey: string;
  siteKey: string;
  /** Score keys answer a score from 0.0 (a bot) to 1.0 (a person); below this is refused. */
  minScore: number;
  /** The API's origin; tests point it at their stand-in. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** The parts of an Assessment the decision reads (the API answers more). */
interface Assessment {
  tokenProperties?: { valid?: boolean; invalidReason?: string; action?: string };
  riskAnalysis?: { score?: number; reasons?: string[] };
}

export class RecaptchaEnterpriseCaptcha implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;

  constructor(private readonly options: RecaptchaEnterpriseOptions) {}

  async challenge(): Promise<CaptchaChallenge> {
    return { provider: 'recaptcha', siteKey: this.options.siteKey, version: 'enterprise' };
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const { project, apiKey, siteKey } = this.options;
    const url = new URL(`/v1/projects/${encodeURIComponent(project)}/assessments`, this.options.apiBaseUrl ?? RECAPTCHA_ENTERPRISE_API);
    url.searchParams.set('key', apiKey);
    const event = { token, siteKey, ...(remoteIp ? { userIpAddress: remoteIp } : {}) };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ event }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) return false;
      const assessment = (await response.json()) as Assessment;
      if (assessment.tokenProperties?.valid !== true) return false;
      // A checkbox key may answer no score; a score key below the threshold is a bot.
      const score = assessment.riskAnalysis?.score;
      return score === undefined || score >= this.options.minScore;
    } catch {
      // Unreachable or garbled: refuse, never wave through.
      return false;
    }
  }
}
