// The embedded mailer: nodemailer renders the message (streamTransport, buffered) and the
// outbox table keeps it instead of a relay sending it.
import { and, desc, eq, gte } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { MailMessage, Mailer } from './mailer.js';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Database,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await this.db.insert(mailOutbox).values({
      recipient: message.to.trim().toLowerCase(),
      sender: this.from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      raw: (info.message as Buffer).toString('utf8'),
      messageId: info.messageId ?? null,
    });
  }
}

/** The newest messages to `recipient` (newest first), optionally only those since `since`. */
export async function outboxMessagesTo(db: Database, recipient: string, since?: Date, limit = 20): Promise<OutboxMessage[]> {
  const to = eq(mailOutbox.recipient, recipient.trim().toLowerCase());
  return db
    .select()
    .from(mailOutbox)
    .where(since ? and(to, gte(mailOutbox.createdAt, since)) : to)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
