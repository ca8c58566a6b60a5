// The payment processor's webhook at the edge (Stripe; spec 2 §4's asynchronous outcome of a
// charge): POST /webhooks/stripe, server to server. The gateway talks to subgraphs only, so the
// route runs commerce-graph's receivePaymentWebhook through its own runtime (ownGraphql), as the
// initiatives dashboard download does, with the body as the raw text Stripe signed and its
// Stripe-Signature header; checkout-service checks the signature (400 when it does not check out,
// nothing changed) and settles the order. Bounded before anything runs: JSON only, at most
// PAYMENT_WEBHOOK_MAX_BYTES, and the operation spends the sender's address's rate-limit budget.
// Not under the CSRF prevention of /graphql (csrfPrevention.ts): no browser cookie acts here.
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import {
  PAYMENT_WEBHOOK_CONTENT_TYPE,
  PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE,
  PAYMENT_WEBHOOK_MAX_BYTES,
  PAYMENT_WEBHOOK_ROUTE,
  PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE,
  PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE,
} from '@portal/domain';
import type { Logger } from 'pino';
import type { ClientAddressOf } from './clientAddress.js';
import { httpErrorOf, type OwnGraphql } from './ownGraphql.js';

const RECEIVE = 'mutation ReceivePaymentWebhook($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) }';
const UNREACHABLE = 'The payment webhook could not be handled: the checkout service is unreachable';

export interface PaymentWebhookOptions {
  graphql: OwnGraphql;
  logger: Logger;
  clientAddressOf: ClientAddressOf;
}

const refuse = (res: Response, status: number, error: string, message: string) => res.status(status).json({ status, error, message });

/** The body as the bytes that came, or nothing when it is not JSON (the body parser leaves it unread). */
const rawJson = express.raw({ type: PAYMENT_WEBHOOK_CONTENT_TYPE, limit: PAYMENT_WEBHOOK_MAX_BYTES });

/** An oversized body is refused with the route's message rather than the error handler's page. */
function readBody(req: Request, res: Response, next: NextFunction): void {
  rawJson(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      refuse(res, 413, 'Payload Too Large', PAYMENT_WEBHOOK_TOO_LARGE_MESSAGE);
      return;
    }
    next(error);
  });
}

export function paymentWebhookRoutes({ graphql, logger, clientAddressOf }: PaymentWebhookOptions): Router {
  const router = express.Router();
  router.post(
    PAYMENT_WEBHOOK_ROUTE,
    (req, res, next) => {
      res.set('Cache-Control', 'no-store');
      if (!req.is(PAYMENT_WEBHOOK_CONTENT_TYPE)) return refuse(res, 415, 'Unsupported Media Type', PAYMENT_WEBHOOK_CONTENT_TYPE_MESSAGE);
      return next();
    },
    readBody,
    async (req, res) => {
      const signature = req.get('stripe-signature');
      if (!signature) return refuse(res, 400, 'Bad Request', PAYMENT_WEBHOOK_SIGNATURE_MISSING_MESSAGE);
      // Stripe signs UTF-8 JSON: as text it goes on unchanged, and checkout hashes the same bytes.
      const payload = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
      try {
        const { data, errors } = await graphql<{ receivePaymentWebhook: boolean }>(RECEIVE, { payload, signature }, { user: null, clientIp: clientAddressOf(req) });
        if (!data?.receivePaymentWebhook) {
          const { status, body } = httpErrorOf(errors?.[0], UNREACHABLE);
          if (status >= 500) logger.error({ errors }, 'payment webhook failed');
          return res.status(status).json(body);
        }
        return res.status(200).json({ received: true });
      } catch (error) {
        logger.error({ err: error }, 'payment webhook failed');
        return refuse(res, 502, 'Bad Gateway', UNREACHABLE);
      }
    },
  );
  return router;
}
