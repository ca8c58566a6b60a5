// The delivery queue against PostgreSQL and a real SMTP sink: the backoff's waits, the claim (due
// rows only, never a row another dispatcher holds until its lease runs out, disjoint under
// concurrency), a relay that is down (attempts counted, a retry scheduled, staff told why without
// a host or port), and delivery exactly once when it is back, by a dispatcher started afresh (a
// restarted process picks up what was left queued).
import getPort from 'get-port';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { migratedPglite, migratedPostgres, type MigratedDatabase } from '../../testing/migratedDatabase.js';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.js';
import { SmtpMailer } from '../identity/mail/smtpMailer.js';
import { formSubmissions } from './db/schema.js';
import { claimDueSubmissions, markFailed } from './deliveryQueue.js';
import { deliverySettingsFromEnv, retryDelayMs, type DeliverySettings } from './deliverySettings.js';
import { FormDeliveryDispatcher, RELAY_REFUSED_MESSAGE } from './formDeliveryDispatcher.js';
import { storeSubmission } from './submissionStore.js';

const silent = pino({ level: 'silent' });
const SETTINGS: DeliverySettings = { to: 'forms@provider.example', retryFirstMs: 1000, retryMaxMs: 300_000, leaseMs: 60_000, pollMs: 60_000, batchSize: 20 };

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.stop();
});

describe('the backoff', () => {
  it('waits 1 s, then doubles, capped at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 50].map((attempts) => retryDelayMs(attempts, SETTINGS))).toEqual([1000, 2000, 4000, 8000, 16_000, 256_000, 300_000, 300_000]);
  });

  it('is read from the environment, and nonsense is refused', () => {
    expect(deliverySettingsFromEnv({ PROVIDER_FORMS_RETRY_FIRST_MS: '100', PROVIDER_FORMS_RETRY_MAX_MS: '400', PROVIDER_FORMS_MAIL_TO: 'x@y.example' })).toMatchObject({
      to: 'x@y.example',
      retryFirstMs: 100,
      retryMaxMs: 400,
    });
    expect(deliverySettingsFromEnv({}).to).toBe('forms@meridian.example');
    expect(() => deliverySettingsFromEnv({ PROVIDER_FORMS_POLL_MS: '0' })).toThrow('PROVIDER_FORMS_POLL_MS must be a whole number of at least 1');
    expect(() => deliverySettingsFromEnv({ PROVIDER_FORMS_RETRY_FIRST_MS: '500', PROVIDER_FORMS_RETRY_MAX_MS: '100' })).toThrow('PROVIDER_FORMS_RETRY_MAX_MS');
  });
});

// The queue's statements and the dispatcher on both databases the upstream runs on.
describe.each([
  ['PostgreSQL', migratedPostgres],
  ['PGlite', migratedPglite],
] as const)('on %s', (name, migrated) => {
  let database: MigratedDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await migrated('form_delivery');
    db = database.handle.db;
  }, 60_000);
  afterAll(() => database?.close());

  let seq = 0;
  const submit = (subject = `Subject ${++seq}`) =>
    storeSubmission(db, { kind: 'contact', userId: null, email: `sender-${seq}@example.com`, label: 'Contact Customer Support', subject, payload: { subject, message: 'Hello' } });
  const rowOf = async (id: string) => (await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;
  /** Clears the queue so each test claims only its own rows. */
  const deliverEverythingQueued = () => db.update(formSubmissions).set({ deliveryState: 'delivered' }).where(eq(formSubmissions.deliveryState, 'queued'));

  describe('the claim', () => {
    it('takes due rows once, holds them for the lease, then lets another take them again', async () => {
      await deliverEverythingQueued();
      const ids = [await submit(), await submit()];
      const now = new Date(Date.now() + 1000);
      expect((await claimDueSubmissions(db, now, 60_000, 10)).map((row) => row.id).sort()).toEqual([...ids].sort());
      // Held: nobody else gets them while the lease runs.
      expect(await claimDueSubmissions(db, new Date(now.getTime() + 59_000), 60_000, 10)).toEqual([]);
      // The holder died: after the lease they are taken again.
      expect(await claimDueSubmissions(db, new Date(now.getTime() + 61_000), 60_000, 10)).toHaveLength(2);
    });

    it('leaves a failed row until its next attempt is due', async () => {
      await deliverEverythingQueued();
      const id = await submit();
      const now = new Date(Date.now() + 1000);
      const [row] = await claimDueSubmissions(db, now, 60_000, 10);
      expect(await markFailed(db, row!, now, RELAY_REFUSED_MESSAGE, SETTINGS)).toBe(1000);
      expect(await rowOf(id)).toMatchObject({ attempts: 1, lockedUntil: null, lastError: RELAY_REFUSED_MESSAGE });
      expect(await claimDueSubmissions(db, new Date(now.getTime() + 999), 60_000, 10)).toEqual([]);
      expect(await claimDueSubmissions(db, new Date(now.getTime() + 1000), 60_000, 10)).toHaveLength(1);
    });

    it('never gives one row to two concurrent claims', async () => {
      await deliverEverythingQueued();
      const ids = await Promise.all(Array.from({ length: 12 }, () => submit()));
      const now = new Date(Date.now() + 1000);
      const claims = await Promise.all(Array.from({ length: 4 }, () => claimDueSubmissions(db, now, 60_000, 5)));
      const claimed = claims.flat().map((row) => row.id);
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed.sort()).toEqual([...ids].sort());
    });
  });

  describe('the dispatcher', () => {
    it('with the relay down keeps the row queued and says why, then delivers it once when a new dispatcher finds the relay up', async () => {
      await deliverEverythingQueued();
      const deadPort = await getPort();
      const down = new FormDeliveryDispatcher({ db, mailer: new SmtpMailer(`smtp://127.0.0.1:${deadPort}`, 'portal@meridian.example'), logger: silent, settings: SETTINGS });
      const id = await submit(`Relay test on ${name}`);
      expect(await down.runOnce()).toEqual({ delivered: 0, failed: 1 });
      const failed = await rowOf(id);
      expect(failed).toMatchObject({ deliveryState: 'queued', attempts: 1, lastError: RELAY_REFUSED_MESSAGE });
      expect(failed.lastError).not.toMatch(/127\.0\.0\.1|\d{4,5}|ECONNREFUSED|\bat /);
      // Not due again for a second: a round now sends nothing.
      expect(await down.runOnce()).toEqual({ delivered: 0, failed: 0 });

      // "Restarted" a second later, with the relay up: the new dispatcher's first round delivers it.
      const later = new Date(Date.now() + 1500);
      const up = new FormDeliveryDispatcher({ db, mailer: new SmtpMailer(sink.url, 'portal@meridian.example'), logger: silent, settings: SETTINGS, now: () => later });
      expect(await up.runOnce()).toEqual({ delivered: 1, failed: 0 });
      expect(await up.runOnce()).toEqual({ delivered: 0, failed: 0 });
      const delivered = await rowOf(id);
      expect(delivered).toMatchObject({ deliveryState: 'delivered', attempts: 2, lastError: null, lockedUntil: null });
      const mails = sink.messagesTo(SETTINGS.to).filter((mail) => mail.subject.endsWith(`Relay test on ${name}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`[Contact] Contact Customer Support: Relay test on ${name}`);
      expect(mails[0]!.raw).toMatch(new RegExp(`^Message-ID:\\s+<form-submission-${id}@meridian\\.example>`, 'im'));
      expect(mails[0]!.raw).toMatch(/^Reply-To: sender-\d+@example\.com/im);
      expect(mails[0]!.text).toContain('message: Hello');
    });

    it('starts by delivering what was left queued, wakes at once for a new submission, and stops cleanly', async () => {
      await deliverEverythingQueued();
      const left = await submit('Left by an earlier process');
      const dispatcher = new FormDeliveryDispatcher({ db, mailer: new SmtpMailer(sink.url, 'portal@meridian.example'), logger: silent, settings: SETTINGS });
      dispatcher.start();
      await expect.poll(async () => (await rowOf(left)).deliveryState, { timeout: 10_000 }).toBe('delivered');
      const fresh = await submit('Woken for');
      dispatcher.wake();
      await expect.poll(async () => (await rowOf(fresh)).deliveryState, { timeout: 10_000 }).toBe('delivered');
      await dispatcher.stop();
      const afterStop = await submit('After stop');
      dispatcher.wake();
      expect((await rowOf(afterStop)).deliveryState).toBe('queued');
      await db.delete(formSubmissions).where(inArray(formSubmissions.id, [afterStop]));
    });
  });
});
