// POST /getpersonalisedpdf (spec 1 §7): the research PDF named by `url` and `contentId`, stamped on
// every page with the reader's name, company and the date. The reader is the signed-in caller (a
// visitor gets the report's no-access answer), and the stamp is made from the user store's record
// of them, never from the body's userData: a body could name anyone, and the stamp is what ties a
// copy to the reader it was made for. A reprints or preview token for this report (the header the
// report was read with) lets its bearer have the file as reading it does, whatever their own
// subscriptions; a visitor's copy is then stamped as a licensed reprint.
import express, { type RequestHandler, type Router } from 'express';
import { PDF_CONTENT_TYPE, personalisedPdfContracts, researchPdfPath, DOCUMENT_BODY_LIMIT } from '@portal/contracts';
import { formatLongDate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { badRequest, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findOrNotFound } from '../../http/findById.js';
import { requireSignedIn } from '../../http/signedIn.js';
import { readerForReport, tokenOf } from '../reprints/requestTokens.js';
import { findResearch } from '../research/researchStore.js';
import { findUserById } from '../auth/userStore.js';
import { NOT_ACCESSIBLE_MESSAGE, readerOf } from '../research/access.js';
import { reportDocument } from './reportDocument.js';
import { checkFont, renderReportPdf } from './reportPdf.js';
import { sendFile } from './sendFile.js';

export const PERSONALISED_PDF_PATH = personalisedPdfContracts.render.prefix;

export const notTheResearchPdfMessage = (contentId: string) => `url must be the research PDF of ${contentId}: ${researchPdfPath(contentId)}`;
export const NOT_A_FONT_MESSAGE = 'fontBytes is not a TrueType or OpenType font';

/** 'Prepared for Pia Lorne, Blue Yonder Airlines on November 27th, 2026'. */
export function stampText(user: { firstName: string; lastName: string; company: string | null }, today: Date): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  const company = user.company?.trim() ? `, ${user.company.trim()}` : '';
  return `Prepared for ${name}${company} on ${formatLongDate(today.toISOString())}`;
}

/** A visitor's copy of a report read by a reprints or preview token: 'Licensed reprint, November 27th, 2026'. */
export function reprintStampText(today: Date): string {
  return `Licensed reprint, ${formatLongDate(today.toISOString())}`;
}

export function personalisedPdfRouter(db: Database, now: () => Date = () => new Date()): Router {
  const router = serviceRouter();
  const signedIn = requireSignedIn(NOT_ACCESSIBLE_MESSAGE);
  // A visitor may come with a token; without one they are refused before the body is read.
  const signedInOrToken: RequestHandler = (req, res, next) => (tokenOf(req) ? next() : signedIn(req, res, next));
  const before = [signedInOrToken, express.json({ limit: DOCUMENT_BODY_LIMIT })];
  serveContract(router, personalisedPdfContracts.render, { before }, async ({ body }, req, res) => {
    if (body.url !== researchPdfPath(body.contentId)) throw badRequest(notTheResearchPdfMessage(body.contentId));
    const font = body.fontBytes === undefined ? undefined : Buffer.from(body.fontBytes, 'base64');
    if (font && !checkFont(font)) throw badRequest(NOT_A_FONT_MESSAGE);
    const caller = callerOf(req);
    const [report, user, own] = await Promise.all([
      findOrNotFound(findResearch, db, body.contentId, 'Research'),
      caller.userId === null ? undefined : findUserById(db, caller.userId),
      readerOf(db, caller),
    ]);
    const { reader, isReprints } = await readerForReport(db, req, own, report, now());
    // A signed context for a user the store no longer knows: nobody to stamp the copy for, unless a
    // token makes it a licensed reprint.
    if (!user && !isReprints) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
    const document = await reportDocument(db, reader, body.contentId);
    const stamp = user ? stampText(user, now()) : reprintStampText(now());
    const bytes = await renderReportPdf(document, { tagged: body.isPdfAccessibility, stamp, stampFont: font });
    sendFile(res, { bytes, contentType: PDF_CONTENT_TYPE, fileName: `${body.contentId}.pdf` }, 'no-store');
    return undefined;
  });
  return router;
}
