// Security headers on every response (they matter on HTML: the web app, the explorer, the error
// pages), through helmet: a Content-Security-Policy the app runs under, no framing by any site
// (clickjacking), nosniff, a Referrer-Policy, and HSTS when the browser's connection is https.
// Responses proxied from the identity provider and the image service keep their own, stricter CSP.
import type { RequestHandler } from 'express';
import helmet, { strictTransportSecurity, type HelmetOptions } from 'helmet';
import { isHttps } from './visitorId.js';

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']>;

// Google's reCAPTCHA widget, used only when upstream is configured with RECAPTCHA_SITE_KEY; the
// default captcha (ALTCHA) is bundled and solves its proof of work in a worker from a data: URL.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The web app: its own scripts only. MUI (emotion) writes its styles into <style> elements at run time. */
export const APP_CSP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'", ...RECAPTCHA_SCRIPTS],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // 'self' covers the offline shell's service worker too (/sw.js, issue #13).
  'worker-src': ["'self'", 'blob:', 'data:'],
  'frame-src': RECAPTCHA_FRAMES,
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': null,
};

/** The GraphiQL explorer (development tools only) is one HTML page with its scripts inlined. */
export const EXPLORER_CSP_DIRECTIVES: Directives = {
  ...APP_CSP_DIRECTIVES,
  'script-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'none'"],
};

function headersWith(directives: Directives): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only over https (below): over plain http a browser ignores it anyway.
    strictTransportSecurity: false,
    // The web app loads the identity provider's and CMS's images through this origin; no
    // cross-origin isolation is needed, and requiring it would break embedding those images.
    crossOriginEmbedderPolicy: false,
  }) as RequestHandler;
}

export function securityHeaders({ explorerPath }: { explorerPath: string }): RequestHandler {
  const app = headersWith(APP_CSP_DIRECTIVES);
  const explorer = headersWith(EXPLORER_CSP_DIRECTIVES);
  const hsts = strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }) as RequestHandler;
  return (req, res, next) => {
    const headers = req.path === explorerPath ? explorer : app;
    headers(req, res, (error?: unknown) => {
      if (error || !isHttps(req)) return next(error);
      hsts(req, res, next);
    });
  };
}
