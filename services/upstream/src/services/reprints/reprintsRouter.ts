// reprints (contracts: @portal/contracts reprints): a reprint user (spec 1 §6: experience
// REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or REPRINTS:SALES, as the user store holds it) issues a
// reprints or preview token for one report. A visitor is told to sign in (401); anyone else who is
// not a reprint user in the store gets 403, whatever they may read themselves. The token is in the
// 201 answer only: the store keeps its hash. Any signed-in caller lists their own tokens and withdraws
// one of them by its id; another issuer's id is answered as an unknown one (404).
import express, { type Router } from 'express';
import {
  REPRINT_ISSUE_NOT_ALLOWED_MESSAGE,
  REPRINT_LINK_NOT_FOUND_MESSAGE,
  SIGN_IN_TO_ISSUE_REPRINT_MESSAGE,
  SIGN_IN_TO_LIST_REPRINTS_MESSAGE,
  contentPath,
  isReprintUser,
  reprintPath,
} from '@portal/domain';
import { reprintsContracts } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { neverStored } from '../../http/cacheControl.js';
import { HttpError, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { experiencesOf } from '../auth/userStore.js';
import type { ReprintSettings } from './reprintSettings.js';
import { issueReprintToken, listReprintTokens, revokeReprintToken } from './reprintStore.js';

export const REPRINTS_SERVICE_PATH = reprintsContracts.issue.prefix;

export interface ReprintsRouterOptions {
  settings: ReprintSettings;
  /** The clock (tests move it; the service uses the time of each request). */
  now?: () => Date;
}

export function reprintsRouter(db: Database, { settings, now = () => new Date() }: ReprintsRouterOptions): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: '4kb' });
  const signedIn = requireSignedIn(SIGN_IN_TO_ISSUE_REPRINT_MESSAGE);

  serveContract(router, reprintsContracts.issue, { before: [json, signedIn] }, async ({ body: { contentId, kind } }, _req, res) => {
    const issuerId = signedInUserId(res);
    if (!isReprintUser(await experiencesOf(db, issuerId))) throw new HttpError(403, REPRINT_ISSUE_NOT_ALLOWED_MESSAGE);
    const [report] = await db.select({ id: research.id, slug: research.slug }).from(research).where(eq(research.id, contentId)).limit(1);
    if (!report) throw notFound(`Research ${contentId} not found`);
    const { row, token } = await issueReprintToken(db, issuerId, report.id, kind, settings, now());
    res.status(201);
    return { id: row.id, contentId: row.contentId, kind: row.kind, token, path: reprintPath(contentPath(report.id, report.slug), row.kind, token), expiresAt: row.expiresAt.toISOString() };
  });

  const signedInToList = requireSignedIn(SIGN_IN_TO_LIST_REPRINTS_MESSAGE);
  serveContract(router, reprintsContracts.list, { before: [signedInToList] }, async (_input, _req, res) => ({ items: await listReprintTokens(db, signedInUserId(res), now()) }));

  serveContract(router, reprintsContracts.revoke, { before: [signedInToList] }, async ({ params: { id } }, _req, res) => {
    if (!(await revokeReprintToken(db, signedInUserId(res), id, now()))) throw notFound(REPRINT_LINK_NOT_FOUND_MESSAGE);
    res.status(204).end();
    return undefined;
  });

  return router;
}
