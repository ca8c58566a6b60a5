import { describe, expect, it } from 'vitest';
import type { FormSubmissionRow } from './db/schema.js';
import { deliveryMessage } from './deliveryMessage.js';

const row = (subject: string) =>
  ({
    id: '7c1f0a52-0000-4000-8000-000000000001',
    kind: 'contact',
    label: 'Contact Customer Support',
    subject,
    email: 'reader@example.com',
    userId: null,
    payload: { subject, message: 'Hello' },
    createdAt: new Date('2026-11-27T10:00:00Z'),
    messageId: '<form-submission-1@meridian.example>',
  }) as unknown as FormSubmissionRow;

describe('deliveryMessage', () => {
  it('answers to the submitter under the fixed Message-ID, the subject on one line', () => {
    const message = deliveryMessage(row('Line one\r\nline two'), 'forms@meridian.example');
    expect(message).toMatchObject({ to: 'forms@meridian.example', replyTo: 'reader@example.com', messageId: '<form-submission-1@meridian.example>' });
    expect(message.subject).toBe('[Contact] Contact Customer Support: Line one line two');
  });

  it('cuts a long subject at 250 characters, never through an emoji', () => {
    const { subject } = deliveryMessage(row('😀'.repeat(300)), 'forms@meridian.example');
    expect(Array.from(subject)).toHaveLength(250);
    expect(subject.isWellFormed()).toBe(true);
  });
});
