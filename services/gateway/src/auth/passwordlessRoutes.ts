// Passwordless sign-in at the portal's edge (spec 1 §4, §7, §8):
// POST /access-preferences/passwordless {email} asks upstream's auth service to e-mail a link;
// POST /passwordless/callback {accessToken} redeems the link's one-time token (from the URL hash
// of /passwordless, read by the page) and opens a portal session, like /logged-in does for the
// code flow. A user who is already signed in goes straight on; the token is left unused.
import express, { type Request, type Response, type Router } from 'express';
import { stringifySetCookie } from 'cookie';
import type { Logger } from 'pino';
import { isHttps } from '../visitorId.js';
import { SESSION_COOKIE, readCookie, sessionCookie } from './authCookies.js';
import type { SessionStore } from './sessionStore.js';

export const PASSWORDLESS_REQUEST_PATH = '/access-preferences/passwordless';
export const PASSWORDLESS_CALLBACK_PATH = '/passwordless/callback';
export const PASSWORDLESS_LANDING = '/my-account/communications';
// Readable by the page once (spec 1 §4: read into state on init, then removed); short-lived.
export const PASSWORDLESS_EMAIL_COOKIE = 'portal_passwordless_email';
const EMAIL_COOKIE_SECONDS = 5 * 60;

export interface PasswordlessRoutesOptions {
  upstreamUrl: string;
  sessions: SessionStore;
  logger: Logger;
  timeoutMs?: number;
}

interface RedeemedUser {
  userId: string;
  email: string;
  fullName: string;
  userType: string;
}

async function postUpstream(base: string, path: string, body: unknown, timeoutMs: number): Promise<globalThis.Response> {
  return fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

function sameOriginJson(req: Request): boolean {
  // A JSON content type cannot be sent cross-site without a CORS preflight, which we never grant:
  // no other site can make a browser redeem a link (login CSRF) or spam requests.
  return (req.headers['content-type'] ?? '').split(';')[0].trim() === 'application/json';
}

export function passwordlessRoutes({ upstreamUrl, sessions, logger, timeoutMs = 10_000 }: PasswordlessRoutesOptions): Router {
  const router = express.Router();
  const json = express.json({ limit: '4kb' });
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.post(PASSWORDLESS_REQUEST_PATH, json, async (req, res) => {
    noStore(res);
    if (!sameOriginJson(req)) return res.status(415).json({ status: 415, error: 'Unsupported Media Type', message: 'Send JSON' });
    try {
      const answer = await postUpstream(upstreamUrl, '/auth-service/api/v1/passwordless', { email: req.body?.email }, timeoutMs);
      return res.status(answer.status).json(await answer.json());
    } catch (error) {
      logger.error({ err: error }, 'passwordless request could not reach the auth service');
      return res.status(502).json({ status: 502, error: 'Bad Gateway', message: 'The sign-in service is unreachable' });
    }
  });

  router.post(PASSWORDLESS_CALLBACK_PATH, json, async (req, res) => {
    noStore(res);
    if (!sameOriginJson(req)) return res.status(415).json({ status: 415, error: 'Unsupported Media Type', message: 'Send JSON' });
    if (await sessions.get(readCookie(req, SESSION_COOKIE))) return res.json({ redirectTo: PASSWORDLESS_LANDING });
    const accessToken = req.body?.accessToken;
    if (typeof accessToken !== 'string' || accessToken === '') {
      return res.status(400).json({ status: 400, error: 'Bad Request', message: 'accessToken is required' });
    }
    let answer: globalThis.Response;
    try {
      answer = await postUpstream(upstreamUrl, '/auth-service/api/v1/passwordless/redeem', { token: accessToken }, timeoutMs);
    } catch (error) {
      logger.error({ err: error }, 'passwordless callback could not reach the auth service');
      return res.status(502).json({ status: 502, error: 'Bad Gateway', message: 'The sign-in service is unreachable' });
    }
    if (!answer.ok) return res.status(answer.status).json(await answer.json());
    const user = (await answer.json()) as RedeemedUser;
    const id = await sessions.create({
      user: { id: user.userId, email: user.email, fullName: user.fullName, userType: user.userType },
      idToken: '',
      method: 'passwordless',
      createdAt: Date.now(),
    });
    res.append('Set-Cookie', sessionCookie(req, id));
    res.append(
      'Set-Cookie',
      stringifySetCookie(PASSWORDLESS_EMAIL_COOKIE, user.email, { maxAge: EMAIL_COOKIE_SECONDS, path: '/', sameSite: 'lax', secure: isHttps(req) }),
    );
    return res.json({ redirectTo: PASSWORDLESS_LANDING });
  });
  return router;
}
