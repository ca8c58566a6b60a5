// Reprint and preview tokens (spec 1 §6, 3 §4, 3 §7; the issuing route the spec leaves unnamed is
// ours, under research-service): a reprint user (experience REPRINTS:*) issues a token for one
// report (201 with the token and the link: the only answer that ever carries it). The token is then
// read where the report is: research-service's report by id with the `reprintstoken` or
// `preview_token` header (research.ts).
import type { output } from 'zod';
import { REPRINT_TOKEN_KINDS, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { idParam, isResearchId } from './wire.js';

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

export const reprintsContracts = defineContracts('reprints', '/research-service/api/v1/reprints', {
  /** 201: a new token for one report; reprint users only (401 a visitor, 403 anyone else). */
  issue: {
    method: 'POST',
    path: '/',
    body: z.object({ contentId: idParam(isResearchId), kind: z.enum(REPRINT_TOKEN_KINDS).default('reprints') }, { error: 'Request body must be a JSON object with a contentId' }),
    response: issuedReprintTokenSchema,
  },
});
