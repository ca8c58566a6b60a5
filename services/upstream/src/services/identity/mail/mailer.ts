// One way to send mail, two adapters: SMTP when SMTP_URL is set (a real relay), otherwise the
// embedded outbox (the message rendered by nodemailer and kept in mail_outbox, where a developer
// or a test reads it). Both build the message with nodemailer, so what lands in the outbox is
// exactly what would go over SMTP.
import type { Database } from '../../../db/client.js';
import { OutboxMailer } from './outboxMailer.js';
import { SmtpMailer } from './smtpMailer.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Meridian Research <no-reply@meridian.example>';

export function createMailer(env: NodeJS.ProcessEnv, db: Database): Mailer {
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  return env.SMTP_URL ? new SmtpMailer(env.SMTP_URL, from) : new OutboxMailer(db, from);
}
