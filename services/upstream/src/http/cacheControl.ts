// Cache-Control for the graph-kit REST cache and any HTTP cache in between: public content for
// five minutes, anything about one user never shared.
import type { RequestHandler, Response } from 'express';

export const PUBLIC_MAX_AGE_SECONDS = 300;

export function cachePublic(res: Response): void {
  res.set('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
}

/** Content only some callers may read: a private cache may keep it, a shared one may not. */
export function cachePrivate(res: Response): void {
  res.set('Cache-Control', `private, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
}

export function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}

/** Middleware for a router (or route) whose every answer is about one user. */
export const neverStored: RequestHandler = (_req, res, next) => {
  noStore(res);
  next();
};
