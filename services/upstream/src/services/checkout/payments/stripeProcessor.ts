// Stripe Payment Intents over HTTP (docs.stripe.com/api/payment_intents): one intent per checkout,
// created and confirmed at once with the checkout session as its Idempotency-Key, so a retried
// submit is answered by Stripe with the first intent instead of a second charge. Pending intents
// are read back by id; webhooks (payment_intent.succeeded / .payment_failed) are accepted only
// with a valid Stripe-Signature. Card data goes to Stripe in the request body and nowhere else.
// Note: sending raw card numbers needs Stripe's raw card data access; accounts without it
// collect the card with Stripe.js and send a PaymentMethod id in its place (same intent calls).
import type { ChargeEvent, ChargeOutcome, ChargeRequest, PaymentProcessor } from './paymentProcessor.js';
import { verifyStripeSignature } from './stripeSignature.js';

export const STRIPE_API_VERSION = '2025-10-29.clover';
const DEFAULT_API_BASE = 'https://api.stripe.com';
const TIMEOUT_MS = 20_000;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API origin; tests point it at a server replaying recorded answers. */
  apiBase?: string;
  fetch?: typeof fetch;
}

interface StripePaymentIntent {
  object: 'payment_intent';
  id: string;
  status: string;
  last_payment_error?: { message?: string; code?: string } | null;
}

interface StripeErrorBody {
  error?: { type?: string; code?: string; message?: string; payment_intent?: StripePaymentIntent };
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An intent's status as a charge outcome (docs.stripe.com/payments/paymentintents/lifecycle). */
export function outcomeOfIntent(intent: StripePaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', transactionId: intent.id };
    case 'processing':
    case 'requires_action':
    case 'requires_confirmation':
    case 'requires_capture':
      return { status: 'pending', transactionId: intent.id };
    default:
      // requires_payment_method (declined, try another card) or canceled.
      return { status: 'declined', transactionId: intent.id, failureReason: intent.last_payment_error?.message ?? `Payment ${intent.status}` };
  }
}

function form(request: ChargeRequest): URLSearchParams {
  const { card, billing } = request;
  return new URLSearchParams({
    amount: String(request.amountCents),
    currency: request.currency.toLowerCase(),
    confirm: 'true',
    description: request.description,
    'metadata[checkout_session]': request.idempotencyKey,
    'automatic_payment_methods[enabled]': 'true',
    'automatic_payment_methods[allow_redirects]': 'never',
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.securityCode,
    'payment_method_data[billing_details][name]': card.nameOnCard,
    'payment_method_data[billing_details][email]': billing.email,
    'payment_method_data[billing_details][phone]': billing.phone,
    'payment_method_data[billing_details][address][line1]': billing.line1,
    'payment_method_data[billing_details][address][line2]': billing.line2,
    'payment_method_data[billing_details][address][city]': billing.city,
    'payment_method_data[billing_details][address][state]': billing.state,
    'payment_method_data[billing_details][address][postal_code]': billing.postalCode,
    'payment_method_data[billing_details][address][country]': billing.country,
  });
}

export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;
  private readonly apiBase: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: StripeOptions) {
    this.apiBase = options.apiBase ?? DEFAULT_API_BASE;
    this.fetch = options.fetch ?? fetch;
  }

  private async call(path: string, init: { method: 'GET' | 'POST'; body?: URLSearchParams; idempotencyKey?: string }): Promise<{ status: number; body: unknown }> {
    const response = await this.fetch(`${this.apiBase}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${this.options.secretKey}`,
        'stripe-version': STRIPE_API_VERSION,
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      },
      body: init.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const { status, body } = await this.call('/v1/payment_intents', { method: 'POST', body: form(request), idempotencyKey: request.idempotencyKey });
    if (status === 200) return outcomeOfIntent(body as StripePaymentIntent);
    const error = (body as StripeErrorBody).error;
    // A card error (402) is a decline: the intent exists, needing another payment method.
    if (status === 402 && error?.type === 'card_error') {
      return { status: 'declined', transactionId: error.payment_intent?.id ?? null, failureReason: error.message ?? 'Your card was declined.' };
    }
    throw new StripeApiError(status, `Stripe answered ${status}: ${error?.message ?? 'no message'}`);
  }

  async refresh(transactionId: string): Promise<ChargeOutcome> {
    const { status, body } = await this.call(`/v1/payment_intents/${encodeURIComponent(transactionId)}`, { method: 'GET' });
    if (status !== 200) throw new StripeApiError(status, `Stripe answered ${status}: ${(body as StripeErrorBody).error?.message ?? 'no message'}`);
    return outcomeOfIntent(body as StripePaymentIntent);
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ChargeEvent | null {
    verifyStripeSignature(rawBody, signatureHeader, this.options.webhookSecret);
    const event = JSON.parse(rawBody.toString('utf8')) as { type?: string; data?: { object?: StripePaymentIntent } };
    const intent = event.data?.object;
    if (!intent || intent.object !== 'payment_intent') return null;
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed' && event.type !== 'payment_intent.canceled') return null;
    return { transactionId: intent.id, outcome: outcomeOfIntent(intent) };
  }
}
