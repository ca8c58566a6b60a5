// The payments sandbox: the embedded default, so checkout works end to end with no account
// anywhere. Like a card network's test mode it knows a few test numbers (README "Payments"):
// they succeed, are declined or stay pending; any other number is declined, as a real test mode
// declines real cards. It honours the idempotency key (a second charge for a key answers the
// first outcome) and keeps nothing of the card but what it answers.
import { randomUUID } from 'node:crypto';
import type { ChargeOutcome, ChargeRequest, PaymentProcessor } from './paymentProcessor.js';

export const SANDBOX_TEST_CARDS = {
  succeeds: ['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117'],
  declined: ['4000000000000002'],
  /** Stays pending for ever, as a payment waiting on the bank's authentication would. */
  pending: ['4000000000003220'],
} as const;

export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined.';
export const SANDBOX_UNKNOWN_CARD_MESSAGE = 'Your card was declined: the sandbox accepts only its test card numbers.';

function outcomeFor(number: string, transactionId: string): ChargeOutcome {
  if ((SANDBOX_TEST_CARDS.succeeds as readonly string[]).includes(number)) return { status: 'succeeded', transactionId };
  if ((SANDBOX_TEST_CARDS.pending as readonly string[]).includes(number)) return { status: 'pending', transactionId };
  if ((SANDBOX_TEST_CARDS.declined as readonly string[]).includes(number)) return { status: 'declined', transactionId, failureReason: SANDBOX_DECLINE_MESSAGE };
  return { status: 'declined', transactionId, failureReason: SANDBOX_UNKNOWN_CARD_MESSAGE };
}

export class SandboxProcessor implements PaymentProcessor {
  readonly name = 'sandbox' as const;
  private readonly byKey = new Map<string, ChargeOutcome>();
  private readonly byTransaction = new Map<string, ChargeOutcome>();

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return known;
    const outcome = outcomeFor(request.card.number, `sbx_${randomUUID().replace(/-/g, '')}`);
    this.byKey.set(request.idempotencyKey, outcome);
    this.byTransaction.set(outcome.transactionId!, outcome);
    return outcome;
  }

  async refresh(transactionId: string): Promise<ChargeOutcome> {
    // A sandbox restarted since the charge forgot it: a pending test charge stays pending.
    return this.byTransaction.get(transactionId) ?? { status: 'pending', transactionId };
  }
}
