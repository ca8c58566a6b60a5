// Reprint and preview tokens (spec 1 §6, 3 §4, 3 §7; the issuing route the spec leaves unnamed is
// ours, under research-service): a reprint user (experience REPRINTS:*) issues a token for one
// report (201 with the token and the link: the only answer that ever carries it). The token is then
// read where the report is: research-service's report by id with the `reprintstoken` or
// `preview_token` header (research.ts). An issuer lists their own tokens and withdraws one by its id.
import type { output } from 'zod';
import { REPRINT_TOKEN_KINDS, isUuid, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idParam, isResearchId, noContent } from './wire.js';

export const issuedReprintTokenSchema = z.object({
  /** The token's own id (what an audit lists it by), never the token. */
  id: z.string(),
  contentId: z.string(),
  kind: z.enum(REPRINT_TOKEN_KINDS),
  token: z.string(),
  /** /report/{slug}/{id}?reprintsToken=… or ?preview_token=… */
  path: z.string(),
  /** ISO 8601 */
  expiresAt: z.string(),
});
export type IssuedReprintTokenDto = output<typeof issuedReprintTokenSchema>;

/** A token as its issuer lists it: never the token, which only its hash in the store could match. */
export const reprintTokenListingSchema = z.object({
  id: z.string(),
  contentId: z.string(),
  /** The report's title and page (/report/{slug}/{id}, without the token) */
  title: z.string(),
  path: z.string(),
  kind: z.enum(REPRINT_TOKEN_KINDS),
  /** ISO 8601 */
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ReprintTokenListingDto = output<typeof reprintTokenListingSchema>;

const tokenIdParam = z.string().refine(isUuid, { error: 'Invalid reprint link id' });

export const reprintsContracts = defineContracts('reprints', '/research-service/api/v1/reprints', {
  /** 201: a new token for one report; reprint users only (401 a visitor, 403 anyone else). */
  issue: {
    method: 'POST',
    path: '/',
    body: z.object({ contentId: idParam(isResearchId), kind: z.enum(REPRINT_TOKEN_KINDS).default('reprints') }, { error: 'Request body must be a JSON object with a contentId' }),
    response: issuedReprintTokenSchema,
  },
  /** The caller's own tokens, newest first (at most 100); any signed-in caller (401 a visitor). */
  list: { method: 'GET', path: '/', response: z.object({ items: z.array(reprintTokenListingSchema) }) },
  /** 204; the token is refused from now on. Only its issuer's (another's id, or an unknown one: 404). */
  revoke: { method: 'DELETE', path: '/:id', params: z.object({ id: tokenIdParam }), response: noContent },
});
