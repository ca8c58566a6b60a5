// cart-service checkout (spec 2 §3-§4, packages/contracts checkout.ts): sessions priced from the
// caller's cart, the transaction that pays a session once, the order polled by session id, and the
// processor's webhook. Signed-in callers only; a session or order of someone else is not found.
// Never cached; the card number is used for the charge and kept only as brand and last 4.
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { checkoutContracts, checkoutWebhook, type CheckoutSessionDto } from '@portal/contracts';
import { CAPTCHA_FAILED, cardDigits, detectCardBrand, lastFourOf, maskCardNumber } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { HttpError, badRequest, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { requireUser } from '../user/requireUser.js';
import type { CaptchaVerifier } from '../identity/captcha/captchaVerifier.js';
import { createSession, findOrder, findOrderByTransaction, findSession, placeOrder, pricedCart, reusableSession, type CheckoutSessionRow } from './checkoutStore.js';
import type { OrderRow } from './db/schema.js';
import { applyChargeOutcome } from './orderOutcome.js';
import { WebhookSignatureError, type ChargeOutcome, type PaymentProcessor } from './payments/paymentProcessor.js';
import { purchaseResponseOf } from './purchaseResponse.js';

export const CHECKOUT_SERVICE_PATH = checkoutContracts.startSession.prefix;
export const CHECKOUT_WEBHOOK_PATH = checkoutWebhook.path;

export const SIGN_IN_TO_CHECK_OUT_MESSAGE = 'Log in to check out';
export const EMPTY_CART_MESSAGE = 'Your cart has nothing to buy';
export const SESSION_NOT_FOUND_MESSAGE = 'Checkout session not found';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const PROCESSOR_UNREACHABLE_MESSAGE = 'The payment service could not be reached';

export interface CheckoutServices {
  db: Database;
  logger: Logger;
  processor: PaymentProcessor;
  captcha: CaptchaVerifier;
}

function sessionDto(session: CheckoutSessionRow, order: OrderRow | undefined): CheckoutSessionDto {
  return { sessionId: session.id, items: session.items, totalCents: session.totalCents, currency: session.currency, orderStatus: order?.status ?? null };
}

/** 'MM/YY' (already validated) as the processor's month and four-digit year. */
function expiryOf(expiry: string): { expMonth: number; expYear: number } {
  const [month, year] = expiry.trim().split('/');
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}

export function checkoutRouter({ db, logger, processor, captcha }: CheckoutServices): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const signedIn = requireSignedIn(SIGN_IN_TO_CHECK_OUT_MESSAGE);

  serveContract(router, checkoutContracts.startSession, { before: [signedIn] }, async (_input, _req, res) => {
    const userId = signedInUserId(res);
    const items = await pricedCart(db, userId);
    if (items.length === 0) throw badRequest(EMPTY_CART_MESSAGE);
    // A reload: the same undecided checkout (its order, if pending, is not paid a second time).
    const reused = await reusableSession(db, userId, items);
    if (reused) return sessionDto(reused.session, reused.order);
    res.status(201);
    return sessionDto(await createSession(db, userId, items), undefined);
  });

  serveContract(router, checkoutContracts.session, { before: [signedIn] }, async ({ params: { sessionId } }, _req, res) => {
    const userId = signedInUserId(res);
    const session = await findSession(db, userId, sessionId);
    if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
    return sessionDto(session, await findOrder(db, userId, sessionId));
  });

  serveContract(
    router,
    checkoutContracts.startTransaction,
    { before: [signedIn, express.json({ limit: '32kb' })] },
    async ({ params: { sessionId }, body }, req, res) => {
      const user = await requireUser(db, req);
      const session = await findSession(db, user.id, sessionId);
      if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);

      // One submit at a time per session (a double click, two tabs): the second waits for the
      // first's order and answers it; the unique session id of orders is the last guard.
      const placed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${session.id}`}))`);
        const existing = await findOrder(tx as unknown as Database, user.id, session.id);
        if (existing) return { row: existing, created: false };
        if (body.recaptchaToken.trim() === '' || !(await captcha.verify(body.recaptchaToken, req.ip))) throw badRequest(CAPTCHA_FAILED);
        const number = cardDigits(body.cardNumber);
        return placeOrder(tx as unknown as Database, {
          session,
          billing: {
            companyName: body.companyName,
            billingCountry: body.billingCountry,
            billingAddress1: body.billingAddress1,
            billingAddress2: body.billingAddress2,
            billingCity: body.billingCity,
            billingState: body.billingState,
            billingZipCode: body.billingZipCode,
            billingPhone: body.billingPhone,
            billingEmail: user.email,
            billingName: body.nameOnCard.trim(),
          },
          card: { brand: detectCardBrand(number)!.label, last4: lastFourOf(number), masked: maskCardNumber(number) },
          processor: processor.name,
        });
      });
      if (!placed.created) return { sessionId, orderStatus: placed.row.status };

      let outcome: ChargeOutcome;
      try {
        outcome = await processor.charge({
          idempotencyKey: session.id,
          amountCents: session.totalCents,
          currency: session.currency,
          card: { number: cardDigits(body.cardNumber), ...expiryOf(body.expiry), securityCode: body.securityCode.trim(), nameOnCard: body.nameOnCard.trim() },
          billing: {
            line1: body.billingAddress1,
            line2: body.billingAddress2,
            city: body.billingCity,
            state: body.billingState,
            postalCode: body.billingZipCode,
            country: body.billingCountry,
            phone: body.billingPhone,
            email: user.email,
          },
          description: `Research portal order ${placed.row.id}`,
        });
      } catch (error) {
        // The error of a processor call never holds the card (the adapters put none in it).
        logger.error({ err: error, orderId: placed.row.id }, 'payment processor failed');
        outcome = { status: 'declined', transactionId: null, failureReason: PROCESSOR_UNREACHABLE_MESSAGE };
      }
      const order = await applyChargeOutcome(db, logger, placed.row, outcome);
      res.status(201);
      return { sessionId, orderStatus: order.status };
    },
  );

  // Spec 2 §4: 'pending' until the processor decides, then 'failed' or the purchase response.
  serveContract(router, checkoutContracts.order, { before: [signedIn] }, async ({ params: { sessionId } }, _req, res) => {
    let order = await findOrder(db, signedInUserId(res), sessionId);
    if (!order) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    if (order.status === 'pending' && order.transactionId && order.processor === processor.name) {
      try {
        order = await applyChargeOutcome(db, logger, order, await processor.refresh(order.transactionId));
      } catch (error) {
        logger.warn({ err: error, orderId: order.id }, 'could not refresh a pending payment');
      }
    }
    if (order.status === 'pending') return 'pending' as const;
    if (order.status === 'failed') return 'failed' as const;
    return purchaseResponseOf(db, order);
  });

  // The processor's notices (Stripe: payment_intent.succeeded / .payment_failed), signature first.
  // Not a contract: its body is the processor's raw bytes, which the signature covers.
  const parseWebhook = processor.parseWebhook?.bind(processor);
  if (parseWebhook) {
    router.post(CHECKOUT_WEBHOOK_PATH, express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
      let event;
      try {
        event = parseWebhook(req.body as Buffer, req.get(checkoutWebhook.signatureHeader));
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) throw new HttpError(400, 'Invalid webhook signature or payload');
        throw error;
      }
      if (event) {
        const order = await findOrderByTransaction(db, processor.name, event.transactionId);
        if (order) await applyChargeOutcome(db, logger, order, event.outcome);
      }
      res.json({ received: true });
    });
  }

  return router;
}
