// The dispatcher of the delivery queue (deliveryQueue.ts) in the upstream process: started with
// it (a first round at once picks up rows an earlier process left queued), woken right after each
// submission, polling for due rows on an unref'd timer besides, and stopped with the process
// (waiting for a round in flight, so no send is cut off between send and mark). Rounds never
// overlap within a process; across processes the claim's lock and lease keep them apart.
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../identity/mail/mailer.js';
import { claimDueSubmissions, markDelivered, markFailed } from './deliveryQueue.js';
import { deliveryMessage } from './deliveryMessage.js';
import type { DeliverySettings } from './deliverySettings.js';

/** What a route needs of the queue: a nudge once a submission is stored. */
export interface FormDelivery {
  wake(): void;
}

/** Staff read it in the listing: no host, port or stack, which stay in the log. */
export const RELAY_REFUSED_MESSAGE = 'The mail relay did not accept the message';
export const RELAY_TIMEOUT_MESSAGE = 'The mail relay did not answer in time';

export interface RoundResult {
  delivered: number;
  failed: number;
}

class SendTimeout extends Error {}

export class FormDeliveryDispatcher implements FormDelivery {
  private round: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private poll: NodeJS.Timeout | undefined;
  private retry: { timer: NodeJS.Timeout; at: number } | undefined;

  constructor(
    private readonly deps: { db: Database; mailer: Mailer; logger: Logger; settings: DeliverySettings; now?: () => Date },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.poll = setInterval(() => this.wake(), this.deps.settings.pollMs);
    this.poll.unref();
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = (async () => {
      do {
        this.again = false;
        await this.runOnce().catch((error: unknown) => this.deps.logger.warn({ err: error }, 'form delivery: a round failed; the next one retries'));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.round = null;
    });
  }

  /** One round: claim what is due, send each, mark it. */
  async runOnce(): Promise<RoundResult> {
    const { db, mailer, logger, settings } = this.deps;
    const result: RoundResult = { delivered: 0, failed: 0 };
    const claimed = await claimDueSubmissions(db, this.now(), settings.leaseMs, settings.batchSize);
    let soonest = Infinity;
    for (const row of claimed) {
      try {
        await this.withinHalfTheLease(mailer.send(deliveryMessage(row, settings.to)));
        await markDelivered(db, row.id, this.now());
        result.delivered++;
      } catch (error) {
        const reason = error instanceof SendTimeout ? RELAY_TIMEOUT_MESSAGE : RELAY_REFUSED_MESSAGE;
        logger.warn({ err: error, submissionId: row.id, attempts: row.attempts + 1 }, 'form delivery: sending failed; retrying later');
        soonest = Math.min(soonest, await markFailed(db, row, this.now(), reason, settings));
        result.failed++;
      }
    }
    // More than a batch was due: go on at once.
    if (claimed.length === settings.batchSize) this.again = true;
    if (soonest !== Infinity) this.retryIn(soonest);
    return result;
  }

  /** A send that hangs must end well before the lease does, or another dispatcher could take the row meanwhile. */
  private async withinHalfTheLease(sending: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SendTimeout('send timed out')), Math.floor(this.deps.settings.leaseMs / 2));
    });
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Wakes when the soonest failed row is due again, unless the poll comes first. */
  private retryIn(ms: number): void {
    if (this.stopped || ms >= this.deps.settings.pollMs) return;
    const at = Date.now() + ms;
    if (this.retry && this.retry.at <= at) return;
    if (this.retry) clearTimeout(this.retry.timer);
    const timer = setTimeout(() => {
      this.retry = undefined;
      this.wake();
    }, ms);
    timer.unref();
    this.retry = { timer, at };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    if (this.retry) clearTimeout(this.retry.timer);
    this.retry = undefined;
    await this.round;
  }
}
