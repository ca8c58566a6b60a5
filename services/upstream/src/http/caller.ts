// Who is asking, from the headers the subgraphs forward (docs/contracts.md "Headers between layers").
// The subgraphs have already authenticated the user; upstream trusts these headers.
import type { Request } from 'express';
import { z } from 'zod';
import { parseOrBadRequest } from './validate.js';

export const USER_ID_HEADER = 'x-portal-user-id';
export const VISITOR_ID_HEADER = 'x-unregistered-user-id';

// Opaque ids (a user id, the visitor cookie's UUID): bounded and free of separators we use in keys.
const opaqueId = (header: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9._@-]{1,128}$/, { error: `Invalid ${header} header` })
    .optional();

const callerHeaders = z.object({
  [USER_ID_HEADER]: opaqueId(USER_ID_HEADER),
  [VISITOR_ID_HEADER]: opaqueId(VISITOR_ID_HEADER),
});

export interface Caller {
  userId: string | null;
  visitorId: string | null;
}

export function callerOf(req: Request): Caller {
  const headers = parseOrBadRequest(callerHeaders, {
    [USER_ID_HEADER]: req.get(USER_ID_HEADER) || undefined,
    [VISITOR_ID_HEADER]: req.get(VISITOR_ID_HEADER) || undefined,
  });
  return { userId: headers[USER_ID_HEADER] ?? null, visitorId: headers[VISITOR_ID_HEADER] ?? null };
}
