// The cookies of sign-in: the session id (spec 1 §9: 30 days, HttpOnly, Secure on https,
// SameSite=Lax so the provider's redirect back still carries it) and the short-lived pending
// login id, which binds a callback to the browser that started the login.
import type { IncomingMessage } from 'node:http';
import { parseCookie, stringifySetCookie } from 'cookie';
import { isHttps } from '../visitorId.js';
import { PENDING_LOGIN_TTL_SECONDS, SESSION_TTL_SECONDS } from './sessionStore.js';

export const SESSION_COOKIE = 'portal_session';
export const PENDING_LOGIN_COOKIE = 'portal_login';
export const CALLBACK_PATH = '/logged-in';

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

export function sessionCookie(req: IncomingMessage, id: string): string {
  return stringifySetCookie(SESSION_COOKIE, id, { maxAge: SESSION_TTL_SECONDS, path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
}

export function pendingLoginCookie(req: IncomingMessage, id: string): string {
  return stringifySetCookie(PENDING_LOGIN_COOKIE, id, {
    maxAge: PENDING_LOGIN_TTL_SECONDS,
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(req),
  });
}

export function clearedCookie(req: IncomingMessage, name: string, path = '/'): string {
  return stringifySetCookie(name, '', { maxAge: 0, expires: new Date(0), path, httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
}

// Spec 1 §3 'redirect': where the user was going when the portal sent them to log in. /login
// falls back to it when no lr is given (the error page's Log in, a bare /login), and the
// callback clears it. SameSite=Lax: it must survive the provider's redirect back.
export const REDIRECT_COOKIE = 'portal_redirect';
export const REDIRECT_COOKIE_SECONDS = 30 * 60;

export function redirectCookie(req: IncomingMessage, target: string): string {
  return stringifySetCookie(REDIRECT_COOKIE, target, { maxAge: REDIRECT_COOKIE_SECONDS, path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(req) });
}
