// shares-service (contracts: @portal/contracts shares): research share tickets and the courtesy
// views they grant. Every route needs a signed-in caller (spec 3 §6: shares calls are made only when
// logged in). A creator sees and revokes only their own shares; another's share id is as unknown as
// a made-up one (404), so nothing tells an intruder which shares exist. Refused tickets say why
// (unknown, withdrawn, expired, used up) and nothing more: never whose ticket it was, nor its report.
import express, { type Router } from 'express';
import { inArray } from 'drizzle-orm';
import {
  COURTESY_VIEW_ENDED_MESSAGE,
  SHARE_NOT_ALLOWED_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  SHARE_TICKET_EXPIRED_MESSAGE,
  SHARE_TICKET_INVALID_MESSAGE,
  SHARE_TICKET_REVOKED_MESSAGE,
  SHARE_TICKET_USED_UP_MESSAGE,
  SIGN_IN_TO_SHARE_MESSAGE,
  canReadResearch,
  contentPath,
  researchSharePath,
  type Reader,
} from '@portal/domain';
import { sharesContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { callerOf } from '../../http/caller.js';
import { neverStored } from '../../http/cacheControl.js';
import { HttpError, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { readerOf } from '../research/access.js';
import type { ShareSettings } from './shareSettings.js';
import { courtesyViewsOf, createShare, listShares, redeemTicket, revokeShare, toShareDto, type Redemption } from './shareStore.js';

export const SHARES_SERVICE_PATH = sharesContracts.list.prefix;

const gone = (message: string) => new HttpError(410, message);
const REFUSALS: Record<Exclude<Redemption['kind'], 'granted'>, () => HttpError> = {
  invalid: () => notFound(SHARE_TICKET_INVALID_MESSAGE),
  revoked: () => gone(SHARE_TICKET_REVOKED_MESSAGE),
  expired: () => gone(SHARE_TICKET_EXPIRED_MESSAGE),
  usedUp: () => gone(SHARE_TICKET_USED_UP_MESSAGE),
  ended: () => gone(COURTESY_VIEW_ENDED_MESSAGE),
};

/** The reader as their own entitlements make them: a courtesy view is no right to share further. */
const withoutCourtesy = (reader: Reader | null): Reader | null => (reader ? { ...reader, courtesy: [] } : null);

export interface SharesRouterOptions {
  settings: ShareSettings;
  /** The clock (tests move it; the service uses the time of each request). */
  now?: () => Date;
}

export function sharesRouter(db: Database, { settings, now = () => new Date() }: SharesRouterOptions): Router {
  const router = serviceRouter();
  // One user's tickets and views: never in any cache.
  router.use(neverStored);
  const json = express.json({ limit: '4kb' });
  const signedIn = requireSignedIn(SIGN_IN_TO_SHARE_MESSAGE);

  async function reportsOf(ids: readonly string[]) {
    const rows = await db
      .select({ id: research.id, slug: research.slug, title: research.title, access: research.access, products: research.products })
      .from(research)
      .where(inArray(research.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  serveContract(router, sharesContracts.list, { before: [signedIn] }, async (_input, _req, res) => ({ items: await listShares(db, signedInUserId(res), now()) }));

  serveContract(router, sharesContracts.access, { before: [signedIn] }, async ({ query: { ids } }, req, res) => {
    const at = now();
    const [reader, reports, views] = await Promise.all([readerOf(db, callerOf(req)), reportsOf(ids), courtesyViewsOf(db, signedInUserId(res), at, ids)]);
    const own = withoutCourtesy(reader);
    const items = ids.flatMap((id) => {
      const report = reports.get(id);
      if (!report) return [];
      const entitled = canReadResearch(own, report);
      // A courtesy view is how they read it only when nothing else lets them.
      return [{ contentId: id, shareAccess: entitled, courtesyView: entitled ? null : (views.get(id) ?? null) }];
    });
    return { items };
  });

  serveContract(router, sharesContracts.create, { before: [json, signedIn] }, async ({ body: { contentId } }, req, res) => {
    const [reader, reports] = await Promise.all([readerOf(db, callerOf(req)), reportsOf([contentId])]);
    const report = reports.get(contentId);
    if (!report) throw notFound(`Research ${contentId} not found`);
    if (!canReadResearch(withoutCourtesy(reader), report)) throw new HttpError(403, SHARE_NOT_ALLOWED_MESSAGE);
    const at = now();
    const { row, ticket } = await createShare(db, signedInUserId(res), contentId, settings, at);
    res.status(201);
    return {
      share: toShareDto(row, { title: report.title, path: contentPath(report.id, report.slug) }, 0, at),
      ticket,
      sharePath: researchSharePath(contentId, ticket),
      courtesySeconds: settings.courtesySeconds,
      maxReaders: settings.maxReaders,
    };
  });

  serveContract(router, sharesContracts.redeem, { before: [json, signedIn] }, async ({ params: { ticket }, body }, _req, res) => {
    const redemption = await redeemTicket(db, signedInUserId(res), ticket, body.contentId, settings, now());
    if (redemption.kind !== 'granted') throw REFUSALS[redemption.kind]();
    const { share, grant } = redemption;
    const report = (await reportsOf([share.contentId])).get(share.contentId);
    // The report is gone since it was shared: the ticket opens nothing.
    if (!report) throw notFound(SHARE_TICKET_INVALID_MESSAGE);
    return {
      shareId: share.id,
      contentId: report.id,
      title: report.title,
      path: contentPath(report.id, report.slug),
      courtesyView: { grantedAt: grant.grantedAt.toISOString(), expiresAt: grant.expiresAt.toISOString() },
    };
  });

  serveContract(router, sharesContracts.revoke, { before: [signedIn] }, async ({ params: { id } }, _req, res) => {
    if (!(await revokeShare(db, signedInUserId(res), id, now()))) throw notFound(SHARE_NOT_FOUND_MESSAGE);
    res.status(204).end();
    return undefined;
  });

  return router;
}
