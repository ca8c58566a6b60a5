// The seam between checkout and whoever moves the money. Checkout speaks only to this interface:
// the sandbox (the embedded default, sandboxProcessor.ts) and Stripe (stripeProcessor.ts) both
// implement it, and the tests of each run through it. The card travels to the processor and no
// further: nothing behind this interface may store or log more than the brand and the last 4.

export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  securityCode: string;
  nameOnCard: string;
}

export interface ChargeRequest {
  /** The checkout session id: the processor must never charge twice for one key. */
  idempotencyKey: string;
  amountCents: number;
  /** ISO 4217, upper case (USD). */
  currency: string;
  card: CardDetails;
  billing: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string; phone: string; email: string };
  description: string;
}

export type ChargeStatus = 'succeeded' | 'pending' | 'declined';

export interface ChargeOutcome {
  status: ChargeStatus;
  /** The processor's reference (a payment intent id...); null when it kept none. */
  transactionId: string | null;
  /** Why it was declined, in the processor's words (kept on the order, never shown with the card). */
  failureReason?: string;
}

/** A processor's asynchronous notice of a charge's outcome (a webhook), once its signature checked out. */
export interface ChargeEvent {
  transactionId: string;
  outcome: ChargeOutcome;
}

export class WebhookSignatureError extends Error {}

export interface PaymentProcessor {
  readonly name: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The current state of a charge that answered 'pending'. */
  refresh(transactionId: string): Promise<ChargeOutcome>;
  /**
   * Reads a webhook's raw body after checking its signature (throws WebhookSignatureError when it
   * does not check out); null for an event of no interest. Absent: the processor sends none.
   */
  parseWebhook?(rawBody: Buffer, signatureHeader: string | undefined): ChargeEvent | null;
}
