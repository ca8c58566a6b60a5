// POST /getpersonalisedpdf (spec 1 §7): the research PDF named by `url` and `contentId`, stamped on
// every page with the reader's name, company and the date. The reader is the signed-in caller (a
// visitor gets the report's no-access answer), and the stamp is made from the user store's record
// of them, never from the body's userData: a body could name anyone, and the stamp is what ties a
// copy to the reader it was made for.
import express, { type Router } from 'express';
import { PDF_CONTENT_TYPE, personalisedPdfContracts, researchPdfPath, DOCUMENT_BODY_LIMIT } from '@portal/contracts';
import { formatLongDate } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { badRequest, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
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

export function personalisedPdfRouter(db: Database, now: () => Date = () => new Date()): Router {
  const router = serviceRouter();
  const before = [requireSignedIn(NOT_ACCESSIBLE_MESSAGE), express.json({ limit: DOCUMENT_BODY_LIMIT })];
  serveContract(router, personalisedPdfContracts.render, { before }, async ({ body }, req, res) => {
    if (body.url !== researchPdfPath(body.contentId)) throw badRequest(notTheResearchPdfMessage(body.contentId));
    const font = body.fontBytes === undefined ? undefined : Buffer.from(body.fontBytes, 'base64');
    if (font && !checkFont(font)) throw badRequest(NOT_A_FONT_MESSAGE);
    const [user, reader] = await Promise.all([findUserById(db, signedInUserId(res)), readerOf(db, callerOf(req))]);
    // A signed context for a user the store no longer knows: nobody to stamp the copy for.
    if (!user) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
    const document = await reportDocument(db, reader, body.contentId);
    const bytes = await renderReportPdf(document, { tagged: body.isPdfAccessibility, stamp: stampText(user, now()), stampFont: font });
    sendFile(res, { bytes, contentType: PDF_CONTENT_TYPE, fileName: `${body.contentId}.pdf` }, 'no-store');
    return undefined;
  });
  return router;
}
