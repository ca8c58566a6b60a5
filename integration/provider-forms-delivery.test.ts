// Nothing lost: with the mail relay down, a contact submission is answered 201, stored and queued
// (the staff listing says so, with a reason that names no host); upstream is restarted meanwhile;
// when the relay comes up at its address the restarted upstream delivers the submission, exactly
// once, and the listing says delivered. Real processes throughout: the stack, a real SMTP server
// as the relay, upstream's REST called directly with a signed user context and a solved captcha.
//
// The file has a database of its own: every stack of a run shares the run's database, and another
// stack's upstream (with its own mailer) would otherwise deliver this file's submission.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { captchaContracts, providerFormsContracts, type FormSubmissionDto } from '@portal/contracts';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { solveAltcha } from '@portal/upstream/testing/identity';
import { startSmtpSink, type SmtpSink } from '@portal/upstream/testing/smtp-sink';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/backing-services.js';
import { forThisFile } from './support/forThisFile.js';
import { useTestStack } from './support/testStack.js';

const PROVIDER = 'provider-forms@provider.example';
// The delivery test's reader and employee (services/upstream demoUsers.ts).
const LIOR = 'usr-client-0052';
const BLAIR = 'usr-employee-0051';
const USER_CONTEXT_SECRET = 'provider-forms-delivery-secret-0123456789abcdef';

/** Its own database on the local PostgreSQL, or an embedded one in a folder of its own. */
const database = forThisFile(
  'the delivery database',
  async (): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> => {
    const created = await createTestDatabase();
    if (created) return { env: { DATABASE_URL: created.url }, drop: created.drop };
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-forms-'));
    return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
  (started) => started.drop(),
);
// Where the relay will listen: nothing does yet.
const relay = forThisFile('the relay address', async () => ({ port: await getPort() }), async () => {});
const stack = useTestStack(
  'provider-forms-delivery',
  () => ({
    ...database.env,
    USER_CONTEXT_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    PROVIDER_FORMS_MAIL_TO: PROVIDER,
    // Retries every few hundred milliseconds, so the test sees them within seconds.
    PROVIDER_FORMS_RETRY_FIRST_MS: '200',
    PROVIDER_FORMS_RETRY_MAX_MS: '1000',
    PROVIDER_FORMS_POLL_MS: '500',
  }),
  { restart: true },
);
let sink: SmtpSink | undefined;
afterAll(async () => {
  await sink?.stop();
});

const as = async (userId: string) => ({ [USER_CONTEXT_HEADER]: await signUserContext({ id: userId }, USER_CONTEXT_SECRET) });
const upstreamProcess = () => (stack.children as ChildProcess[] & { portalName?: string }[]).find((child) => (child as { portalName?: string }).portalName === 'upstream') as ChildProcess;

async function solvedCaptcha(): Promise<string> {
  const response = await fetch(`${stack.upstreamUrl}${captchaContracts.challenge.fullPath}`);
  return solveAltcha(JSON.stringify(((await response.json()) as { challenge: unknown }).challenge));
}

async function submitContact(subject: string): Promise<string> {
  const response = await fetch(`${stack.upstreamUrl}${providerFormsContracts.submitContact.fullPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await as(LIOR)) },
    body: JSON.stringify({
      contactType: 9,
      contactMethod: 'email',
      subject,
      message: 'My reports will not open. Ünïcödé survives the queue.',
      referer: 'https://www.meridian.example/research',
      recaptchaToken: await solvedCaptcha(),
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { contactId: string }).contactId;
}

async function listed(submissionId: string): Promise<FormSubmissionDto | undefined> {
  const response = await fetch(`${stack.upstreamUrl}${providerFormsContracts.submissions.fullPath}`, { headers: await as(BLAIR) });
  if (!response.ok) return undefined;
  return ((await response.json()) as { items: FormSubmissionDto[] }).items.find((item) => item.submissionId === submissionId);
}

const mailsAbout = (subject: string) => sink!.messagesTo(PROVIDER).filter((mail) => mail.subject.includes(subject));

describe('a contact submission while the mail relay is down', () => {
  it('is stored and queued, survives an upstream restart, and is delivered once when the relay is back', async () => {
    const subject = `Relay down ${Date.now()}`;
    const contactId = await submitContact(subject);

    // Stored and queued; the dispatcher tried and says why it failed, without the relay's address.
    await expect.poll(async () => (await listed(contactId))?.attempts ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    const queued = (await listed(contactId))!;
    expect(queued).toMatchObject({ kind: 'contact', userId: LIOR, email: 'lior@meridian.example', deliveryState: 'queued', deliveredAt: null, label: 'Contact Customer Support', subject });
    expect(queued.lastError).toBe('The mail relay did not accept the message');
    expect(queued.lastError).not.toContain(String(relay.port));

    // Upstream restarts (the stack's supervisor starts it again once it has exited).
    const before = upstreamProcess();
    const exited = new Promise((resolve) => before.once('exit', resolve));
    before.kill('SIGTERM');
    await exited;
    await expect.poll(() => upstreamProcess().pid !== before.pid, { timeout: 30_000 }).toBe(true);
    await expect
      .poll(async () => (await fetch(`${stack.upstreamUrl}/healthz`).catch(() => undefined))?.ok ?? false, { timeout: 120_000, interval: 250 })
      .toBe(true);
    expect((await listed(contactId))?.deliveryState).toBe('queued');

    // The relay comes up where SMTP_URL points.
    sink = await startSmtpSink({ port: relay.port });
    await expect.poll(async () => (await listed(contactId))?.deliveryState, { timeout: 30_000 }).toBe('delivered');

    // A later submission delivered too means the queue has moved past the first: still one copy of it.
    const laterSubject = `After the relay came back ${Date.now()}`;
    const laterId = await submitContact(laterSubject);
    await expect.poll(async () => (await listed(laterId))?.deliveryState, { timeout: 30_000 }).toBe('delivered');
    const mails = mailsAbout(subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`[Contact] Contact Customer Support: ${subject}`);
    expect(mails[0]!.raw).toMatch(/^Reply-To: lior@meridian\.example/im);
    expect(mails[0]!.raw).toMatch(new RegExp(`^Message-ID:\\s+<form-submission-${contactId}@meridian\\.example>`, 'im'));
    expect(mails[0]!.text).toContain('Ünïcödé survives the queue.');
    expect(mailsAbout(laterSubject)).toHaveLength(1);

    const delivered = (await listed(contactId))!;
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.lastError).toBeNull();
    expect(delivered.attempts).toBeGreaterThan(1);
  }, 240_000);
});
