// Stripe's webhook signature (docs.stripe.com/webhooks#verify-manually): the header
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=...]`, keyed
// with the endpoint's signing secret (whsec_...). A timestamp outside the tolerance is refused
// so that a captured event cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './paymentProcessor.js';

export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripeSignatureOf(rawBody: Buffer | string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, now = Date.now()): void {
  // Without the endpoint's secret (STRIPE_WEBHOOK_SECRET unset, which production refuses) anyone
  // could compute the HMAC under the empty key: refuse every event rather than accept forgeries.
  if (!secret) throw new WebhookSignatureError('No webhook signing secret is configured');
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header');
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('Malformed Stripe-Signature header');
  if (Math.abs(now / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('Stripe-Signature timestamp outside the tolerance');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex'), 'utf8');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('Stripe-Signature does not match');
}
