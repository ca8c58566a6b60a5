// The reprints token and preview token a request carries (spec 1 §7: sent as the `reprintsToken`
// and `preview_token` headers when the report URL has them), and what they let the bearer read.
import type { Request } from 'express';
import {
  PREVIEW_TOKEN_HEADER,
  REPRINT_TOKEN_EXPIRED_MESSAGE,
  REPRINT_TOKEN_INVALID_MESSAGE,
  REPRINT_TOKEN_REVOKED_MESSAGE,
  REPRINTS_TOKEN_HEADER,
  canReadResearch,
  isReprintToken,
  type Entitled,
  type Reader,
  type ReprintTokenKind,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError, unauthorized } from '../../http/httpError.js';
import { checkReprintToken, reportOfReprintToken } from './reprintStore.js';

/** The token sent, and as which kind (the reprints token first when both are sent); null when none. */
export function tokenOf(req: Request): { kind: ReprintTokenKind; token: string } | null {
  const reprints = req.get(REPRINTS_TOKEN_HEADER);
  if (reprints) return { kind: 'reprints', token: reprints };
  const preview = req.get(PREVIEW_TOKEN_HEADER);
  return preview ? { kind: 'preview', token: preview } : null;
}

/**
 * Whether the token sent lets its bearer read `contentId`: true, or the refusal that says why (an
 * unknown, malformed, other report's or other kind's token 401; an expired or withdrawn one 403).
 */
export async function grantByToken(db: Database, sent: { kind: ReprintTokenKind; token: string }, contentId: string, now: Date): Promise<true | HttpError> {
  // A malformed token never reaches the store (nor a log by its full length).
  if (!isReprintToken(sent.token)) return unauthorized(REPRINT_TOKEN_INVALID_MESSAGE);
  const check = await checkReprintToken(db, sent.token, sent.kind, contentId, now);
  switch (check.kind) {
    case 'granted':
      return true;
    case 'expired':
      return new HttpError(403, REPRINT_TOKEN_EXPIRED_MESSAGE);
    case 'revoked':
      return new HttpError(403, REPRINT_TOKEN_REVOKED_MESSAGE);
    default:
      return unauthorized(REPRINT_TOKEN_INVALID_MESSAGE);
  }
}

/** `reader` (or a visitor) with one report readable by id, as a courtesy view is. */
function withReport(reader: Reader | null, contentId: string): Reader {
  const base = reader ?? { userType: 'visitor', subscriptions: [] };
  return { ...base, courtesy: [...(base.courtesy ?? []), contentId] };
}

/**
 * Who reads `report` on this request, as research-service's report by id decides it (spec 3 §6):
 * with a token sent, a live token for this report lets its bearer read it in reprints mode, whatever
 * they may read themselves; a reader entitled anyway who sends a stale one reads as themselves; anyone
 * else gets the token's refusal (401 unknown or another report's, 403 expired or withdrawn). Without
 * a token, the caller's own reader (the report's own check follows).
 */
export async function readerForReport(
  db: Database,
  req: Request,
  reader: Reader | null,
  report: Entitled & { id: string },
  now: Date,
): Promise<{ reader: Reader | null; isReprints: boolean }> {
  const sent = tokenOf(req);
  if (!sent) return { reader, isReprints: false };
  const granted = await grantByToken(db, sent, report.id, now);
  if (granted === true) return { reader: withReport(reader, report.id), isReprints: true };
  if (canReadResearch(reader, report)) return { reader, isReprints: false };
  throw granted;
}

/**
 * `reader` with the report the token sent opens added (as a courtesy view is: that one report by id),
 * for the reads that come with the report (its figures' data); unchanged without a valid token.
 */
export async function readerWithToken(db: Database, req: Request, reader: Reader | null, now: Date): Promise<Reader | null> {
  const sent = tokenOf(req);
  if (!sent || !isReprintToken(sent.token)) return reader;
  const contentId = await reportOfReprintToken(db, sent.token, sent.kind, now);
  return contentId ? withReport(reader, contentId) : reader;
}
