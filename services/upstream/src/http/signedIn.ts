// A route only a signed-in caller may use answers 401 to anyone else whatever was sent, so this
// check runs in serveContract's `before`, ahead of the input.
import type { Request, RequestHandler, Response } from 'express';
import { callerOf } from './caller.js';
import { unauthorized } from './httpError.js';

/** Refuses a caller without a signed user (401 with `message`); the id is then `signedInUserId(res)`. */
export function requireSignedIn(message: string): RequestHandler {
  return (req: Request, res: Response, next) => {
    const { userId } = callerOf(req);
    if (userId === null) throw unauthorized(message);
    res.locals.userId = userId;
    next();
  };
}

/** The caller's id, once `requireSignedIn` has run for the route. */
export function signedInUserId(res: Response): string {
  return res.locals.userId as string;
}
