// user-service request a quote (spec 3 §7): POST /user-service/api/v1/user/request-a-quote
// {raqMessage}, the signed-in caller's request for the sales team -> 201 {id}; a blank or too
// long message 400.
import express, { type Router } from 'express';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { quoteRequests } from '../accountExtras/db/schema.js';

export const RAQ_MAX_LENGTH = 4000;
export const RAQ_REQUIRED_MESSAGE = 'Please enter a message for your quote request';
export const RAQ_TOO_LONG_MESSAGE = `Must be ${RAQ_MAX_LENGTH} characters or fewer`;
export const RAQ_SIGN_IN_MESSAGE = 'A quote request requires a signed-in user (x-portal-user)';

const quoteBody = z.object({
  raqMessage: z
    .string({ error: RAQ_REQUIRED_MESSAGE })
    .refine((text) => text.trim() !== '', { error: RAQ_REQUIRED_MESSAGE })
    .refine((text) => text.length <= RAQ_MAX_LENGTH, { error: RAQ_TOO_LONG_MESSAGE }),
});

export function accountRequestsRouter(db: Database): Router {
  const router = serviceRouter();
  const json = express.json({ limit: '32kb' });

  router.post('/request-a-quote', json, async (req, res) => {
    noStore(res);
    const { userId } = callerOf(req);
    if (userId === null) throw unauthorized(RAQ_SIGN_IN_MESSAGE);
    const { raqMessage } = parseOrBadRequest(quoteBody, req.body);
    const [row] = await db.insert(quoteRequests).values({ userId, raqMessage }).returning({ id: quoteRequests.id });
    res.status(201).json({ id: row!.id });
  });

  return router;
}
