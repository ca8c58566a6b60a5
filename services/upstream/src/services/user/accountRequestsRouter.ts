// user-service request a quote (spec 3 §7): POST /user-service/api/v1/user/request-a-quote
// {raqMessage}, the signed-in caller's request for the sales team -> 201 {id}; a blank or too
// long message 400.
import express, { type Router } from 'express';
import { userContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { quoteRequests } from '../accountExtras/db/schema.js';

export { RAQ_MAX_LENGTH, RAQ_REQUIRED_MESSAGE, RAQ_TOO_LONG_MESSAGE } from '@portal/domain';
export const RAQ_SIGN_IN_MESSAGE = 'A quote request requires a signed-in user (x-portal-user)';

export function accountRequestsRouter(db: Database): Router {
  const router = serviceRouter();
  const before = [express.json({ limit: '32kb' }), neverStored, requireSignedIn(RAQ_SIGN_IN_MESSAGE)];
  serveContract(router, userContracts.requestAQuote, { before }, async ({ body: { raqMessage } }, _req, res) => {
    const [row] = await db.insert(quoteRequests).values({ userId: signedInUserId(res), raqMessage }).returning({ id: quoteRequests.id });
    res.status(201);
    return { id: row!.id };
  });
  return router;
}
