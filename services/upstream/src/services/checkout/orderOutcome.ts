// What a charge's outcome does to its order: settle it, and once paid register the buyer for the
// webinars bought (the registration is idempotent, so a retried settlement registers once).
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import { register } from '../webinarRegistration/registrationStore.js';
import { settleOrder } from './checkoutStore.js';
import type { OrderRow, OrderStatus } from './db/schema.js';
import type { ChargeOutcome } from './payments/paymentProcessor.js';

const STATUS_OF: Record<ChargeOutcome['status'], OrderStatus> = { succeeded: 'paid', pending: 'pending', declined: 'failed' };

export async function applyChargeOutcome(db: Database, logger: Logger, order: OrderRow, outcome: ChargeOutcome): Promise<OrderRow> {
  const { row } = await settleOrder(db, order.id, {
    status: STATUS_OF[outcome.status],
    transactionId: outcome.transactionId ?? order.transactionId,
    failureReason: outcome.failureReason ?? null,
  });
  if (row.status === 'paid') {
    for (const item of row.items.filter((line) => line.kind === 'webinar')) await register(db, row.userId, item.contentId);
  }
  // Brand and last 4 only: the card number never reaches this far.
  logger.info({ orderId: row.id, status: row.status, processor: row.processor, cardBrand: row.cardBrand, cardLast4: row.cardLast4 }, 'checkout order settled');
  return row;
}
