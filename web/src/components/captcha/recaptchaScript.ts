// Google's reCAPTCHA script, loaded once per page and version only when the server verifies with
// reCAPTCHA (spec 1 §7: "a captcha script loads from a captcha service"). v2 renders a checkbox;
// v3 and Enterprise run unseen and are executed when the form is sent. One shape for the three,
// so the widgets do not care which script answered. The messages are spec 1 §8's.

/** The versions spec 1 §5 supports (the server's `captcha.version`). */
export const RECAPTCHA_VERSIONS = ['2', '3', 'enterprise'] as const;
export type RecaptchaVersion = (typeof RECAPTCHA_VERSIONS)[number];
export const isRecaptchaVersion = (value: string | null | undefined): value is RecaptchaVersion => (RECAPTCHA_VERSIONS as readonly (string | null | undefined)[]).includes(value);

/** Spec 1 §8, the captcha's errors, each shown where it happens. */
export const RECAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
} as const;

interface CheckboxOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
}

/** What api.js (v2, v3) and enterprise.js (under `.enterprise`) put on window. */
interface GrecaptchaGlobal {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: CheckboxOptions): number;
  reset(id?: number): void;
  /** v3 and Enterprise (a v2 checkbox page may lack it). */
  execute?(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: GrecaptchaGlobal & { enterprise?: GrecaptchaGlobal };
  }
}

/** The loaded script, whichever version. */
export interface RecaptchaApi {
  /** v2: draws the checkbox into `element`. */
  render(element: HTMLElement, options: CheckboxOptions): number;
  reset(id: number): void;
  /** v3 and Enterprise: a fresh token for `action`. */
  execute(siteKey: string, action: string): Promise<string>;
}

export function recaptchaScriptUrl(version: RecaptchaVersion, siteKey: string): string {
  if (version === '2') return 'https://www.google.com/recaptcha/api.js?render=explicit';
  const file = version === 'enterprise' ? 'enterprise.js' : 'api.js';
  return `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(siteKey)}`;
}

function apiOf(version: RecaptchaVersion): GrecaptchaGlobal | undefined {
  return version === 'enterprise' ? window.grecaptcha?.enterprise : window.grecaptcha;
}

const loads = new Map<string, Promise<RecaptchaApi>>();

function loadOnce(version: RecaptchaVersion, siteKey: string): Promise<RecaptchaApi> {
  const url = recaptchaScriptUrl(version, siteKey);
  let load = loads.get(url);
  if (load) return load;
  load = new Promise<RecaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    const failed = () => {
      // The next form to ask tries again (a network blip should not need a reload).
      loads.delete(url);
      script.remove();
      reject(new Error(RECAPTCHA_ERRORS.loadFailed));
    };
    script.src = url;
    script.async = true;
    script.onerror = failed;
    script.onload = () => {
      const api = apiOf(version);
      if (!api) return failed();
      api.ready(() =>
        resolve({
          render: (element, options) => api.render(element, options),
          reset: (id) => api.reset(id),
          execute: (key, action) => (api.execute ? api.execute(key, { action }) : Promise.reject(new Error(RECAPTCHA_ERRORS.executeFailed))),
        }),
      );
    };
    document.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}

/**
 * The script's loader, an object so a test can stand in for Google (spy on `load`), as this
 * machine cannot reach it.
 */
export const recaptchaScript = {
  /** The API once the script of `version` has loaded; rejects with 'Failed to load script'. */
  load: loadOnce,
};
