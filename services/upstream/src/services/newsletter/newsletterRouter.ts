// preference-service newsletters (our paths; the spec lists the route /my-account/newsletters
// only). The caller's own subscriptions (x-portal-user, 401 without), never cached:
//   GET /preference-service/api/v1/newsletters -> NewsletterDto[] in catalogue order
//   POST /preference-service/api/v1/newsletters {subscriptions:[{newsletterId, subscribed}]} -> the same
import express, { type Router } from 'express';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NewsletterDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { newsletterSubscriptions } from '../accountExtras/db/schema.js';
import { NEWSLETTERS, NEWSLETTER_IDS } from './newsletters.js';

export const NEWSLETTER_SERVICE_PATH = '/preference-service/api/v1/newsletters';
export const NEWSLETTERS_SIGN_IN_MESSAGE = 'Newsletters require a signed-in user (x-portal-user)';

const updateBody = z.object({
  subscriptions: z
    .array(
      z.object({
        newsletterId: z.string().refine((id) => NEWSLETTER_IDS.includes(id), { error: (issue) => `Unknown newsletter: ${String(issue.input)}` }),
        subscribed: z.boolean({ error: 'subscribed must be true or false' }),
      }),
    )
    .min(1, { error: 'At least one subscription is required' })
    .max(NEWSLETTERS.length)
    .refine((list) => new Set(list.map((s) => s.newsletterId)).size === list.length, { error: 'Each newsletter may appear once' }),
});

function userIdOf(req: express.Request): string {
  const { userId } = callerOf(req);
  if (userId === null) throw unauthorized(NEWSLETTERS_SIGN_IN_MESSAGE);
  return userId;
}

async function newslettersOf(db: Database, userId: string): Promise<NewsletterDto[]> {
  const rows = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId));
  const chosen = new Map(rows.map((row) => [row.newsletterId, row.subscribed]));
  return NEWSLETTERS.map(({ defaultSubscribed, ...newsletter }) => ({ ...newsletter, subscribed: chosen.get(newsletter.newsletterId) ?? defaultSubscribed }));
}

export function newsletterRouter(db: Database): Router {
  const router = serviceRouter();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  router.get('/', async (req, res) => {
    res.json(await newslettersOf(db, userIdOf(req)));
  });
  router.post('/', express.json({ limit: '16kb' }), async (req, res) => {
    const userId = userIdOf(req);
    const { subscriptions } = parseOrBadRequest(updateBody, req.body);
    await db
      .insert(newsletterSubscriptions)
      .values(subscriptions.map((s) => ({ userId, ...s })))
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.userId, newsletterSubscriptions.newsletterId],
        set: { subscribed: sql`excluded.subscribed`, updatedAt: sql`now()` },
      });
    res.json(await newslettersOf(db, userId));
  });
  return router;
}

