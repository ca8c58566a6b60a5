// Settings of the identity flows: where e-mailed links point (the portal's public origin, the
// first of PORTAL_PUBLIC_URL), the mailer and the captcha.
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { CaptchaVerifier } from './captcha/captchaVerifier.js';
import { processCaptchaVerifier } from './captcha/processCaptcha.js';
import { createMailer, type Mailer } from './mail/mailer.js';

export interface IdentityServices {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** The portal's origin, e.g. https://portal.example.com: e-mailed links are built on it. */
  portalOrigin: string;
}

export function identityServicesFromEnv(env: NodeJS.ProcessEnv, db: Database, logger: Logger): IdentityServices {
  const portalOrigin = new URL((env.PORTAL_PUBLIC_URL || 'http://127.0.0.1:4000').split(',')[0].trim()).origin;
  return { db, logger, mailer: createMailer(env, logger), captcha: processCaptchaVerifier(env), portalOrigin };
}
