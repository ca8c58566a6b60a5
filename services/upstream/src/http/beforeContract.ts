// What a route checks before serveContract reads its input: a signed-in-only route answers 401 to
// an unknown caller whatever was sent, so that check (and the JSON body parser) runs first, on the
// contract's own method and path. Each handler here passes on with next().
import type { Request, RequestHandler, Response, Router } from 'express';
import type { RestContract } from '@portal/contracts';
import { callerOf } from './caller.js';
import { unauthorized } from './httpError.js';

export function beforeContract(router: Router, contract: RestContract, ...handlers: RequestHandler[]): void {
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](contract.path, ...handlers);
}

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
