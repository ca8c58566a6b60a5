// The development mailer (no SMTP_URL): nothing is sent, the message is written to the log at
// info level, where the developer running `npm start` finds the link. Development only: a log is
// no place for sign-in links where anyone else reads it.
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './mailer.js';

export class LogMailer implements Mailer {
  readonly kind = 'log' as const;

  constructor(
    private readonly logger: Logger,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.logger.info({ mail: { from: this.from, to: message.to, subject: message.subject } }, `e-mail not sent (SMTP_URL is unset); it reads:\n${message.text}`);
  }
}
