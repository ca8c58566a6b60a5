// Stripe for a test stack (this machine cannot reach api.stripe.com): a local server replaying the
// recorded answers of services/upstream's Stripe fixtures, which upstream's Stripe adapter calls
// through STRIPE_API_BASE. Every created intent is 'requires_action' (pending until Stripe's
// webhook says otherwise) under an id of its own, so that the events a test sends settle its own
// order only. And the recorded event, for one intent, signed as Stripe signs it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeSignatureOf } from '../../services/upstream/src/services/checkout/payments/stripeSignature.js';
import { forThisFile } from './forThisFile.js';

const FIXTURES = new URL('../../services/upstream/src/services/checkout/payments/fixtures/stripe/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Record<string, any>;

export const STRIPE_TEST_KEY = 'sk_test_integration';
/** The endpoint's signing secret the stack's upstream is given (STRIPE_WEBHOOK_SECRET). */
export const STRIPE_WEBHOOK_TEST_SECRET = 'whsec_integration_recorded';

export interface StripeReplay {
  url: string;
  /** The ids of the intents created so far, in order. */
  intents: string[];
  /** The stack settings that point upstream's Stripe adapter at the replay. */
  env(): Record<string, string>;
}

/** The replay, started before the file's tests (before the stack that uses it) and stopped after. */
export function useStripeReplay(): StripeReplay {
  return forThisFile(
    'the Stripe replay',
    async () => {
      const intents: string[] = [];
      const server: Server = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          const retrieve = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)$/.exec(req.url ?? '');
          let id: string | undefined;
          if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
            res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify(fixture('authentication_error')));
            return;
          }
          if (req.method === 'POST' && req.url === '/v1/payment_intents') {
            id = `pi_3QxIntegration${randomBytes(6).toString('hex')}`;
            intents.push(id);
          } else if (req.method === 'GET' && retrieve && intents.includes(retrieve[1]!)) {
            id = retrieve[1];
          }
          if (!id) {
            res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...fixture('create_requires_action'), id }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return {
        url,
        intents,
        server,
        env: () => ({ STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_TEST_SECRET, STRIPE_API_BASE: url }),
      };
    },
    async ({ server }) => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  );
}

/**
 * Stripe's recorded payment_intent.succeeded event for `intentId`, as the text Stripe sends
 * (indented, as Stripe's own bodies are); a payment_failed one carries the decline Stripe reports.
 */
export function recordedStripeEvent(intentId: string, type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'): string {
  const event = fixture('event_payment_intent_succeeded');
  const failed = type === 'payment_intent.payment_failed';
  const intent = {
    ...event.data.object,
    id: intentId,
    ...(failed ? { status: 'requires_payment_method', amount_received: 0, last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } : {}),
  };
  return `${JSON.stringify({ ...event, id: `evt_${randomBytes(8).toString('hex')}`, type, data: { object: intent } }, null, 2)}\n`;
}

/** The Stripe-Signature header Stripe would send with `payload` now, signed with `secret`. */
export function stripeSignatureNow(payload: string, secret = STRIPE_WEBHOOK_TEST_SECRET): string {
  return stripeSignatureOf(payload, secret, Math.floor(Date.now() / 1000));
}
