// The two mailers: SMTP delivers nodemailer's rendered message to a real SMTP server (the sink the
// integration tests use); without SMTP_URL the message, link included, is logged and not sent.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../testing/smtpSink.js';
import { createMailer } from './mailer.js';
import { passwordlessEmail } from './messages.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('the SMTP mailer', () => {
  it('delivers the rendered message over SMTP, newest first per recipient', async () => {
    const mailer = createMailer({ SMTP_URL: sink.url, MAIL_FROM: 'Portal <no-reply@portal.example>' }, memoryLogger().logger);
    expect(mailer.kind).toBe('smtp');
    await mailer.send(passwordlessEmail({ email: 'Grace@Example.com', firstName: 'Grace' }, 'https://portal.example/passwordless#access_token=one'));
    await mailer.send(passwordlessEmail({ email: 'grace@example.com', firstName: 'Grace' }, 'https://portal.example/passwordless#access_token=two'));
    const messages = sink.messagesTo('GRACE@example.com');
    expect(messages).toHaveLength(2);
    expect(messages[0].text).toContain('access_token=two');
    expect(messages[0].raw).toMatch(/^From: Portal <no-reply@portal\.example>$/m);
    expect(messages[0].raw).toMatch(/^To: grace@example\.com$/im);
    expect(messages[0].subject).toBe('Your Meridian Research sign-in link');
    expect(messages[0].html).toContain('<a href="https://portal.example/passwordless#access_token=two">Sign in</a>');
  });
});

describe('the development mailer (no SMTP_URL)', () => {
  it('sends nothing and logs the message with its link for the developer', async () => {
    const { logger, lines } = memoryLogger();
    const mailer = createMailer({}, logger);
    expect(mailer.kind).toBe('log');
    await mailer.send(passwordlessEmail({ email: 'ada@example.com', firstName: 'Ada' }, 'https://portal.example/passwordless#access_token=three'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, mail: { to: 'ada@example.com', subject: 'Your Meridian Research sign-in link' } });
    expect(lines[0].msg).toContain('https://portal.example/passwordless#access_token=three');
    expect(sink.messagesTo('ada@example.com')).toEqual([]);
  });
});
