import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TLSSocket } from 'node:tls';
import { isUuid } from '@portal/domain';
import { parseCookie, stringifySetCookie } from 'cookie';

/** The unregistered-user id cookie: identifies a logged-out visitor (their cart) across visits. */
export const visitorCookieName = 'portal_uid';
const thirtyDaysInSeconds = 30 * 24 * 60 * 60;

/** The visitor id a request carries, or undefined when it has none (or one that is not a UUID). */
export function visitorIdFromCookie(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookie(cookieHeader)[visitorCookieName];
  return value && isUuid(value) ? value : undefined;
}

export interface Visitor {
  visitorId: string;
  /** The Set-Cookie header value to send when the id was just minted. */
  setCookie?: string;
}

/** The request's visitor, minting a new id when it has none: the new id serves this very request. */
export function resolveVisitor(req: IncomingMessage): Visitor {
  const existing = visitorIdFromCookie(req.headers.cookie);
  if (existing) return { visitorId: existing };
  const visitorId = randomUUID();
  const setCookie = stringifySetCookie(visitorCookieName, visitorId, {
    maxAge: thirtyDaysInSeconds,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
  });
  return { visitorId, setCookie };
}

/**
 * The visitor id of a request, minting one (with its Set-Cookie) only for someone logged out: a
 * signed-in reader's cart is their user's, so a cookie removed at sign-in (spec 2 §4) stays removed.
 */
export function visitorIdOf(req: IncomingMessage, res: ServerResponse, signedIn: boolean): string | undefined {
  return signedIn ? visitorIdFromCookie(req.headers.cookie) : ensureVisitorCookie(req, res);
}

/** The Set-Cookie header that removes the visitor cookie (its cart was merged into the user's). */
export function clearedVisitorCookie(req: IncomingMessage): string {
  return stringifySetCookie(visitorCookieName, '', { maxAge: 0, expires: new Date(0), path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
}

/** resolveVisitor for a plain HTTP response: adds the Set-Cookie header when needed. */
export function ensureVisitorCookie(req: IncomingMessage, res: ServerResponse): string {
  const { visitorId, setCookie } = resolveVisitor(req);
  if (setCookie) res.appendHeader('Set-Cookie', setCookie);
  return visitorId;
}

export function isHttps(req: IncomingMessage): boolean {
  if (req.socket instanceof TLSSocket) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https';
}
