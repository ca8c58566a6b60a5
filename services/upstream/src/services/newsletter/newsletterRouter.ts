// preference-service newsletters (our paths; the spec lists the route /my-account/newsletters
// only). The caller's own subscriptions (x-portal-user, 401 without), never cached:
//   GET /preference-service/api/v1/newsletters -> NewsletterDto[] in catalogue order
//   POST /preference-service/api/v1/newsletters {subscriptions:[{newsletterId, subscribed}]} -> the same
import express, { type Router } from 'express';
import { eq, sql } from 'drizzle-orm';
import { newsletterContracts, type NewsletterDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { newsletterSubscriptions } from '../accountExtras/db/schema.js';
import { NEWSLETTERS, NEWSLETTER_IDS } from './newsletters.js';

export const NEWSLETTER_SERVICE_PATH = newsletterContracts.list.prefix;
export const NEWSLETTERS_SIGN_IN_MESSAGE = 'Newsletters require a signed-in user (x-portal-user)';


async function newslettersOf(db: Database, userId: string): Promise<NewsletterDto[]> {
  const rows = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId));
  const chosen = new Map(rows.map((row) => [row.newsletterId, row.subscribed]));
  return NEWSLETTERS.map(({ defaultSubscribed, ...newsletter }) => ({ ...newsletter, subscribed: chosen.get(newsletter.newsletterId) ?? defaultSubscribed }));
}

export function newsletterRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const signedIn = requireSignedIn(NEWSLETTERS_SIGN_IN_MESSAGE);
  serveContract(router, newsletterContracts.list, { before: [signedIn] }, (_input, _req, res) => newslettersOf(db, signedInUserId(res)));
  serveContract(router, newsletterContracts.save, { before: [express.json({ limit: '16kb' }), signedIn] }, async ({ body: { subscriptions } }, _req, res) => {
    const userId = signedInUserId(res);
    // The catalogue is upstream's: the contract checks the shape, this the ids (all known, so at most one each).
    const unknown = subscriptions.find((s) => !NEWSLETTER_IDS.includes(s.newsletterId));
    if (unknown) throw badRequest(`Unknown newsletter: ${unknown.newsletterId}`);
    await db
      .insert(newsletterSubscriptions)
      .values(subscriptions.map((s) => ({ userId, ...s })))
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.userId, newsletterSubscriptions.newsletterId],
        set: { subscribed: sql`excluded.subscribed`, updatedAt: sql`now()` },
      });
    return newslettersOf(db, userId);
  });
  return router;
}

