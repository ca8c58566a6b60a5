// shares-service (spec 3 §7: POST /shares-service/api/v1/content/shares/redeem/{ticket}; the other
// routes the spec leaves unnamed are ours, under the same prefix): a subscriber makes a share ticket
// for one report (POST, 201 with the ticket: the only answer that ever carries it), lists their own
// shares (GET), revokes one by its id (DELETE, 204); a signed-in reader redeems a ticket for a
// courtesy view of that report; `access` answers, for a batch of reports, whether the caller may
// share each (spec 3 §3 shareAccess) and the courtesy view they read it by (courtesyView).
import type { output } from 'zod';
import { SHARE_TICKET_INVALID_MESSAGE, isShareId, isShareTicket, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListParam, idParam, isResearchId, noContent } from './wire.js';

/** A courtesy view: when it began and until when its reader may read the report (ISO 8601). */
export const courtesyViewSchema = z.object({ grantedAt: z.string(), expiresAt: z.string() });
export type CourtesyViewDto = output<typeof courtesyViewSchema>;

/** A share as its creator lists it: never the ticket, which only its hash in the store could match. */
export const researchShareSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  /** The report's title and page (/report/{slug}/{id}) */
  title: z.string(),
  path: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** Until when the ticket may be redeemed (ISO 8601) */
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  /** How many readers have redeemed it */
  readers: z.number().int(),
});
export type ResearchShareDto = output<typeof researchShareSchema>;

/** The answer to a create: the share, its ticket and link (shown this once), and what a redemption grants. */
export const createdResearchShareSchema = z.object({
  share: researchShareSchema,
  ticket: z.string(),
  /** /researchshare/{resid}/{ticket} */
  sharePath: z.string(),
  /** How long each reader's courtesy view lasts from when they open the link */
  courtesySeconds: z.number().int(),
  /** How many readers the ticket may let in */
  maxReaders: z.number().int(),
});
export type CreatedResearchShareDto = output<typeof createdResearchShareSchema>;

/** A redeemed ticket: the one report it opens, and the reader's courtesy view of it. */
export const shareRedemptionSchema = z.object({
  shareId: z.string(),
  contentId: z.string(),
  title: z.string(),
  path: z.string(),
  courtesyView: courtesyViewSchema,
});
export type ShareRedemptionDto = output<typeof shareRedemptionSchema>;

export const shareAccessItemSchema = z.object({
  contentId: z.string(),
  /** Whether the caller may make a share ticket for it (their own entitlement, not a courtesy view) */
  shareAccess: z.boolean(),
  /** The caller's unexpired courtesy view of it, when that is how they read it; else null */
  courtesyView: courtesyViewSchema.nullable(),
});
export type ShareAccessItemDto = output<typeof shareAccessItemSchema>;

// A malformed ticket is refused as an unknown one: nothing tells a guesser which shapes are tickets.
const ticketParam = z.string().refine(isShareTicket, { error: SHARE_TICKET_INVALID_MESSAGE });
const shareIdParam = z.string().refine(isShareId, { error: 'Invalid share id' });
const researchId = () => idParam(isResearchId);

export const sharesContracts = defineContracts('shares', '/shares-service/api/v1/content/shares', {
  /** The caller's shares, newest first. */
  list: { method: 'GET', path: '/', response: z.object({ items: z.array(researchShareSchema) }) },
  /** 201: a new ticket for one report the caller reads by their own entitlement. */
  create: {
    method: 'POST',
    path: '/',
    body: z.object({ contentId: researchId() }, { error: 'Request body must be a JSON object with a contentId' }),
    response: createdResearchShareSchema,
  },
  /** Per report: whether the caller may share it, and their courtesy view of it. */
  access: {
    method: 'GET',
    path: '/access',
    query: z.object({ ids: idListParam(isResearchId) }),
    response: z.object({ items: z.array(shareAccessItemSchema) }),
  },
  /**
   * Spec 3 §7. The caller's courtesy view of the ticket's report (the same one again when they
   * redeemed it before). With `contentId` (the link's {resid}), a ticket for another report is refused.
   */
  redeem: {
    method: 'POST',
    path: '/redeem/:ticket',
    params: z.object({ ticket: ticketParam }),
    body: z.object({ contentId: researchId().optional() }).default({}),
    response: shareRedemptionSchema,
  },
  /** 204; the ticket is refused from now on and its courtesy views end. Only the creator's own (else 404). */
  revoke: { method: 'DELETE', path: '/:id', params: z.object({ id: shareIdParam }), response: noContent },
});
