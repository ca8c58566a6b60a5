// Who is asking. Upstream trusts a user only through the signed user context (`x-portal-user`, the
// JWS the gateway signs and the subgraphs forward unchanged), verified here with the same
// USER_CONTEXT_SECRET. A bare user-id header, a forged, expired or otherwise-signed token, or no
// secret at all means nobody: anyone who reaches upstream can write a header, not a signature.
// The visitor id (the cart of someone not signed in) is not a credential and stays a plain header.
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { USER_CONTEXT_HEADER, verifyUserContext } from '@portal/domain/user-context';
import { parseOrBadRequest } from './validate.js';

export { USER_CONTEXT_HEADER };
export const VISITOR_ID_HEADER = 'x-unregistered-user-id';

// The visitor cookie's UUID: bounded and free of separators we use in keys.
const visitorHeader = z.object({
  [VISITOR_ID_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9._@-]{1,128}$/, { error: `Invalid ${VISITOR_ID_HEADER} header` })
    .optional(),
});

export interface Caller {
  userId: string | null;
  visitorId: string | null;
}

// Set once per request by verifyCaller (verification is asynchronous, callers read it synchronously).
const verifiedUserIds = new WeakMap<Request, string>();

/** Verifies the signed user context before any router runs; without a secret no one is signed in. */
export function verifyCaller(userContextSecret: string | undefined): RequestHandler {
  return async (req, _res, next) => {
    const user = await verifyUserContext(req.get(USER_CONTEXT_HEADER) || undefined, userContextSecret);
    if (user) verifiedUserIds.set(req, user.id);
    next();
  };
}

export function callerOf(req: Request): Caller {
  const headers = parseOrBadRequest(visitorHeader, { [VISITOR_ID_HEADER]: req.get(VISITOR_ID_HEADER) || undefined });
  return { userId: verifiedUserIds.get(req) ?? null, visitorId: headers[VISITOR_ID_HEADER] ?? null };
}
