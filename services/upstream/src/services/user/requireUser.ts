// The user-scoped services (profile, consent) act only for the caller named by x-portal-user,
// which the subgraphs set from the signed user context: no request can name another user. A
// missing header or an unknown user is a 401.
import type { Request, RequestHandler, Response } from 'express';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { unauthorized } from '../../http/httpError.js';
import { findUserById, type AuthUser } from '../auth/userStore.js';

export const NO_USER_MESSAGE = 'A signed-in user (x-portal-user) is required';

export async function requireUser(db: Database, req: Request): Promise<AuthUser> {
  const { userId } = callerOf(req);
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw unauthorized(NO_USER_MESSAGE);
  return user;
}

/** Middleware for serveContract's `before`: the caller's user, or a 401 before the route reads its input. */
export function loadUser(db: Database): RequestHandler {
  return async (req, res, next) => {
    res.locals.user = await requireUser(db, req);
    next();
  };
}

/** The caller's user, once `loadUser` has run for the route. */
export function loadedUser(res: Response): AuthUser {
  return res.locals.user as AuthUser;
}
