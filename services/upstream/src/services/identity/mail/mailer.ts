// One way to send mail, two adapters: SMTP when SMTP_URL is set (a real relay, or a test's SMTP
// sink), otherwise the development default, which sends nothing and logs the message (with its
// link) for the developer. Mail is never readable over HTTP: a sign-in link is a credential.
import type { Logger } from 'pino';
import { LogMailer } from './logMailer.js';
import { SmtpMailer } from './smtpMailer.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes when it is not the sender (a form's submitter). */
  replyTo?: string;
  /** A fixed Message-ID (`<id@host>`), so a resend of the same message is recognisable as one. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Meridian Research <no-reply@meridian.example>';

export function createMailer(env: NodeJS.ProcessEnv, logger: Logger): Mailer {
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, from) : new LogMailer(logger, from);
}
