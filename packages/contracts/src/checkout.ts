// cart-service checkout (spec 2 §3 checkout form and purchase response, §4 checkout states and
// order processing): a checkout session priced on the server from the caller's cart, the
// transaction that pays it (the session id is its idempotency key: a second submit answers the
// first order), and the order by session id, polled until it is no longer 'pending'. Only the
// signed-in buyer reaches any of them; nothing here is cached.
import type { output } from 'zod';
import { checkoutFormSchema, z } from '@portal/domain';
import { defineContracts } from './contract.js';

/** A checkout session's id (a UUID): the key of its one order. */
export const checkoutSessionIdParam = z.string().uuid({ error: 'Invalid checkout session id' });

export const checkoutLineSchema = z.object({
  contentId: z.string(),
  kind: z.enum(['research', 'webinar']),
  cartType: z.string(),
  title: z.string(),
  path: z.string(),
  priceCents: z.number().int(),
});
export type CheckoutLineDto = output<typeof checkoutLineSchema>;

export const checkoutSessionSchema = z.object({
  sessionId: z.string(),
  items: z.array(checkoutLineSchema),
  totalCents: z.number().int(),
  currency: z.string(),
  /** The order already placed for this session, if any ('pending', 'paid' or 'failed'). */
  orderStatus: z.enum(['pending', 'paid', 'failed']).nullable(),
});
export type CheckoutSessionDto = output<typeof checkoutSessionSchema>;

/** The form as the page sends it (spec 2 §3), plus the customer's IP the subgraph forwards. */
export const checkoutTransactionBodySchema = z.intersection(checkoutFormSchema, z.object({ customerIp: z.string().max(64).optional() }));

export const transactionStartSchema = z.object({
  sessionId: z.string(),
  orderStatus: z.enum(['pending', 'paid', 'failed']),
});
export type TransactionStartDto = output<typeof transactionStartSchema>;

/** Spec 2 §3 purchase response. */
export const purchaseResponseSchema = z.object({
  companyName: z.string(),
  billingCountry: z.string(),
  billingAddress1: z.string(),
  billingAddress2: z.string(),
  billingCity: z.string(),
  billingState: z.string(),
  billingZipCode: z.string(),
  billingPhone: z.string(),
  billingEmail: z.string(),
  billingName: z.string(),
  maskedCCNumber: z.string(),
  cardBrand: z.string(),
  /** In dollars, as the provider's receipt shows it: 2495 for $2,495.00. */
  transactionAmount: z.number(),
  currency: z.string(),
  transactionID: z.string(),
  /** Set when a webinar was bought: the buyer's registration passcode and event number. */
  webinarPasscode: z.string().nullable(),
  webinarEventNum: z.string().nullable(),
  purchaseItems: z.array(checkoutLineSchema),
  /** Whether the order included a peer discussion (its own success page). */
  inService: z.boolean(),
});
export type PurchaseResponseDto = output<typeof purchaseResponseSchema>;

/** Spec 2 §4: 'pending' (poll again), 'failed', or the purchase response. */
export const orderProcessingSchema = z.union([z.literal('pending'), z.literal('failed'), purchaseResponseSchema]);
export type OrderProcessingDto = output<typeof orderProcessingSchema>;

export const checkoutContracts = defineContracts('checkout', '/cart-service/api/v1/checkout', {
  /**
   * 201: a checkout session for the caller's cart as it is now, priced from the catalogue (what the
   * caller bought already left out); 200 with the latest one when it is for the same lines and undecided (a reload).
   */
  startSession: { method: 'POST', path: '/session', response: checkoutSessionSchema },
  session: { method: 'GET', path: '/session/:sessionId', params: z.object({ sessionId: checkoutSessionIdParam }), response: checkoutSessionSchema },
  /** Pays the session once: a second call answers the first order, never charging again. */
  startTransaction: {
    method: 'POST',
    path: '/session/:sessionId/transaction',
    params: z.object({ sessionId: checkoutSessionIdParam }),
    body: checkoutTransactionBodySchema,
    response: transactionStartSchema,
  },
  order: { method: 'GET', path: '/order/:sessionId', params: z.object({ sessionId: checkoutSessionIdParam }), response: orderProcessingSchema },
});

/**
 * The payment processor's webhook (Stripe: payment_intent.succeeded / .payment_failed), POSTed with
 * the processor's raw bytes and its `Stripe-Signature` header. Not a contract: the signature covers
 * the body byte for byte, and a contract's body travels as JSON that serveContract parses and the
 * contract test re-encodes, so commerce-graph sends it with the REST client's postRaw. Only its
 * path and its answer are shared here. A bad or missing signature: 400, nothing changed.
 */
export const checkoutWebhook = {
  path: '/webhook',
  fullPath: `${checkoutContracts.startSession.prefix}/webhook`,
  signatureHeader: 'stripe-signature',
  response: z.object({ received: z.literal(true) }),
} as const;
