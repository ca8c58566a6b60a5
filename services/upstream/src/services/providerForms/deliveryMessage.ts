// The e-mail the provider receives for a submission: to the provider's forms address, answered
// (Reply-To) to the submitter, its subject naming the kind and the subject, its text every field.
// The Message-ID is fixed per submission, so a resend (a crash between send and mark) is the
// same message to the provider's mail system.
import type { MailMessage } from '../identity/mail/mailer.js';
import type { FormSubmissionRow } from './db/schema.js';

const KIND_TITLES: Record<FormSubmissionRow['kind'], string> = { contact: 'Contact', inquiry: 'Inquiry', briefing: 'Briefing' };

export const submissionMessageId = (id: string) => `<form-submission-${id}@meridian.example>`;

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldText).join('; ');
  if (typeof value === 'object') return Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key}: ${fieldText(inner)}`).join(', ');
  return String(value);
}

export function deliveryMessage(row: FormSubmissionRow, to: string): MailMessage {
  const lines = [
    `${KIND_TITLES[row.kind]} submitted on the portal`,
    '',
    `Submission: ${row.id}`,
    `Submitted at: ${row.createdAt.toISOString()}`,
    `Type: ${row.label}`,
    `From: ${row.email}${row.userId ? ` (user ${row.userId})` : ' (visitor)'}`,
    '',
    ...Object.entries(row.payload).map(([field, value]) => `${field}: ${fieldText(value)}`),
  ];
  return {
    to,
    replyTo: row.email,
    // Cut by characters (code points), never through an emoji's surrogate pair.
    subject: Array.from(`[${KIND_TITLES[row.kind]}] ${row.label}: ${row.subject}`.replace(/[\r\n]+/g, ' '))
      .slice(0, 250)
      .join(''),
    text: lines.join('\n'),
    messageId: row.messageId,
  };
}
