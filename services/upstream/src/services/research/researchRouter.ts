// research-service: one report, or a batch of them, as ResearchDto; the caller's access to a batch of
// reports; and figure data by graphics id.
import express, { type Router } from 'express';
import { ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE, isInternalUser } from '@portal/domain';
import { PDF_CONTENT_TYPE, researchContracts, researchPdfContracts, type ResearchDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { USER_CONTEXT_HEADER, callerOf } from '../../http/caller.js';
import { HttpError, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { refuseOtherMethods, serveContract } from '../../http/serveContract.js';
import { cachePrivate, cachePublic, noStore } from '../../http/cacheControl.js';
import { checkAccess } from './accessCheck.js';
import { personAccessCheck } from './personAccessCheck.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { findUserById } from '../auth/userStore.js';
import { NOT_ACCESSIBLE_MESSAGE, cacheResearch, canRead, readerOf } from './access.js';
import { findGraphics } from './graphicsStore.js';
import { readerForReport, readerWithToken, tokenOf } from '../reprints/requestTokens.js';
import { findResearch } from './researchStore.js';
import { researchByAuthor } from './researchByAuthor.js';
import { findOrNotFound } from '../../http/findById.js';
import { reportDocument } from '../documents/reportDocument.js';
import { renderReportPdf } from '../documents/reportPdf.js';
import { sendFile } from '../documents/sendFile.js';

export const RESEARCH_SERVICE_PATH = researchContracts.get.prefix;
export const ACCESS_CHECK_SIGN_IN_MESSAGE = 'The access check requires a signed-in employee (x-portal-user)';

export function researchRouter(db: Database): Router {
  const router = serviceRouter();

  // Before '/research/:id', which would refuse 'access' as a malformed id. A visitor's answer is
  // every visitor's (public research only), so it may be shared; a signed-in reader's never is.
  serveContract(router, researchContracts.access, async ({ query: { ids } }, req, res) => {
    const caller = callerOf(req);
    const answer = await checkAccess(db, await readerOf(db, caller), ids);
    res.vary(USER_CONTEXT_HEADER);
    if (caller.userId === null) cachePublic(res);
    else noStore(res);
    return answer;
  });

  // Before '/research/:id' too. Another person's access is for employees only: a visitor is told to
  // sign in before the input is read (401), anyone else who is not an employee in the user store
  // gets 403. Per caller and per person: never stored. The e-mail comes in the body, never in a URL
  // (access logs keep URLs); the old GET is refused with a 405.
  const signedIn = requireSignedIn(ACCESS_CHECK_SIGN_IN_MESSAGE);
  const json = express.json({ limit: '16kb' });
  serveContract(router, researchContracts.accessCheck, { before: [signedIn, json] }, async ({ body: { contentIds, email } }, _req, res) => {
    noStore(res);
    const asker = await findUserById(db, signedInUserId(res));
    if (!asker) throw unauthorized(ACCESS_CHECK_SIGN_IN_MESSAGE);
    if (!isInternalUser(asker.userType)) throw new HttpError(403, ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE);
    return personAccessCheck(db, email, contentIds);
  });
  refuseOtherMethods(router, researchContracts.accessCheck);

  // Spec 3 §6: access to a report depends on the credentials or a reprints token. A token sent
  // decides on its own (reprints mode, spec 3 §4), except that a reader entitled already who follows
  // a stale link still reads the report as themselves rather than being refused.
  serveContract(router, researchContracts.get, async ({ params: { id } }, req, res) => {
    const report = await findOrNotFound(findResearch, db, id, 'Research');
    if (tokenOf(req)) {
      // Per token: never in a shared cache, nor answered from one to a caller without it.
      noStore(res);
      const { isReprints } = await readerForReport(db, req, await readerOf(db, callerOf(req)), report, new Date());
      return isReprints ? { ...report, isReprints: true } : report;
    }
    if (!canRead(await readerOf(db, callerOf(req)), report)) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
    cacheResearch(res, [report]);
    return report;
  });

  serveContract(router, researchContracts.batch, async ({ query: { ids } }, req, res) => {
    const [reader, found] = await Promise.all([readerOf(db, callerOf(req)), findResearch(db, ids)]);
    // In the order asked; unknown ids and reports the caller may not read are left out.
    const items = ids
      .map((id) => found.get(id))
      .filter((report): report is ResearchDto => report !== undefined && canRead(reader, report));
    cacheResearch(res, items);
    return { items };
  });

  serveContract(router, researchContracts.byAuthor, async ({ params: { analystId }, query: { page, size } }, req, res) => {
    const caller = callerOf(req);
    const answer = await researchByAuthor(db, await readerOf(db, caller), analystId, page, size);
    // What a signed-in caller sees may include restricted reports: never shared between callers.
    res.vary(USER_CONTEXT_HEADER);
    if (caller.userId === null) cachePublic(res);
    else cachePrivate(res);
    return answer;
  });

  // The report as a (tagged) PDF, spec 3 §7; the same entitlement as the report. Drawn per request:
  // a restricted report's file never rests in a shared cache.
  serveContract(router, researchPdfContracts.kafka, async ({ params: { contentId } }, req, res) => {
    const document = await reportDocument(db, await readerOf(db, callerOf(req)), contentId);
    res.vary(USER_CONTEXT_HEADER);
    const bytes = await renderReportPdf(document, { tagged: true });
    sendFile(res, { bytes, contentType: PDF_CONTENT_TYPE, fileName: `${contentId}.pdf` }, document.report.access === 'public' ? 'private' : 'no-store');
    return undefined;
  });

  serveContract(router, researchContracts.graphics, async ({ query: { ids } }, req, res) => {
    // A report opened by a reprints or preview token shows its figures too (never stored then).
    const reader = await readerWithToken(db, req, await readerOf(db, callerOf(req)), new Date());
    const { items, restricted } = await findGraphics(db, ids, reader);
    res.vary(USER_CONTEXT_HEADER);
    if (tokenOf(req)) noStore(res);
    else if (restricted) cachePrivate(res);
    else cachePublic(res);
    return { items };
  });

  return router;
}
