// Passwordless sign-in at the portal's edge (spec 1 §4, §7, §8):
// POST /access-preferences/passwordless {email} asks account-graph to e-mail a link;
// POST /passwordless/callback {accessToken} redeems the link's one-time token (from the URL hash
// of /passwordless, read by the page) through account-graph and opens a portal session, like
// /logged-in does for the code flow. A user who is already signed in goes straight on; the token
// is left unused. Both run a GraphQL operation on the gateway's own runtime (ownGraphql).
import express, { type Request, type Response, type Router } from 'express';
import { stringifySetCookie } from 'cookie';
import type { Logger } from 'pino';
import { httpErrorOf, type OwnGraphql } from '../ownGraphql.js';
import { isHttps } from '../visitorId.js';
import { SESSION_COOKIE, readCookie, sessionCookie } from './authCookies.js';
import type { SessionStore } from './sessionStore.js';
import type { AfterSignIn } from './visitorCartMerge.js';
import type { VisitorContext } from '../subgraphHeaders.js';
import type { ClientAddressOf } from '../clientAddress.js';

export const PASSWORDLESS_REQUEST_PATH = '/access-preferences/passwordless';
export const PASSWORDLESS_CALLBACK_PATH = '/passwordless/callback';
export const PASSWORDLESS_LANDING = '/my-account/communications';
// Readable by the page once (spec 1 §4: read into state on init, then removed); short-lived.
export const PASSWORDLESS_EMAIL_COOKIE = 'portal_passwordless_email';
const EMAIL_COOKIE_SECONDS = 5 * 60;
const UNREACHABLE = 'The sign-in service is unreachable';

const REQUEST_LINK = 'mutation RequestSignInLink($input: SignInLinkRequestInput!) { requestSignInLink(input: $input) }';
const REDEEM_LINK = 'mutation RedeemSignInLink($input: SignInLinkRedeemInput!) { redeemSignInLink(input: $input) { userId email fullName userType } }';

export interface PasswordlessRoutesOptions {
  graphql: OwnGraphql;
  sessions: SessionStore;
  logger: Logger;
  /** The caller's address (clientAddress.ts); by default the socket's peer. */
  clientAddressOf?: ClientAddressOf;
  /** Runs once the new session is open (the visitor cart's merge). */
  afterSignIn?: AfterSignIn;
}

interface SignInLinkHolder {
  userId: string;
  email: string;
  fullName: string;
  userType: string;
}

function sameOriginJson(req: Request): boolean {
  // A JSON content type cannot be sent cross-site without a CORS preflight, which we never grant:
  // no other site can make a browser redeem a link (login CSRF) or spam requests.
  return (req.headers['content-type'] ?? '').split(';')[0].trim() === 'application/json';
}

// The caller's address goes with the operation, so these requests spend that caller's rate-limit
// budget (limits/useRateLimit.ts) rather than one budget shared by every visitor.
// A value of the wrong type becomes '', which the subgraph's validation refuses with its message.
const stringOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');

export function passwordlessRoutes({ graphql, sessions, logger, clientAddressOf = (req) => req.socket.remoteAddress ?? 'unknown', afterSignIn }: PasswordlessRoutesOptions): Router {
  const callerContext = (req: Request): VisitorContext => ({ user: null, clientIp: clientAddressOf(req) });
  const router = express.Router();
  const json = express.json({ limit: '4kb' });
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.post(PASSWORDLESS_REQUEST_PATH, json, async (req, res) => {
    noStore(res);
    if (!sameOriginJson(req)) return res.status(415).json({ status: 415, error: 'Unsupported Media Type', message: 'Send JSON' });
    try {
      const { data, errors } = await graphql<{ requestSignInLink: string }>(REQUEST_LINK, { input: { email: stringOrEmpty(req.body?.email) } }, callerContext(req));
      if (!data?.requestSignInLink) {
        const { status, body } = httpErrorOf(errors?.[0], UNREACHABLE);
        return res.status(status).json(body);
      }
      return res.json({ status: 200, message: data.requestSignInLink });
    } catch (error) {
      logger.error({ err: error }, 'passwordless request failed');
      return res.status(502).json({ status: 502, error: 'Bad Gateway', message: UNREACHABLE });
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
    let user: SignInLinkHolder;
    try {
      const { data, errors } = await graphql<{ redeemSignInLink: SignInLinkHolder }>(REDEEM_LINK, { input: { token: accessToken } }, callerContext(req));
      if (!data?.redeemSignInLink) {
        const { status, body } = httpErrorOf(errors?.[0], UNREACHABLE);
        return res.status(status).json(body);
      }
      user = data.redeemSignInLink;
    } catch (error) {
      logger.error({ err: error }, 'passwordless callback failed');
      return res.status(502).json({ status: 502, error: 'Bad Gateway', message: UNREACHABLE });
    }
    const sessionUser = { id: user.userId, email: user.email, fullName: user.fullName, userType: user.userType };
    const id = await sessions.create({ user: sessionUser, idToken: '', method: 'passwordless', createdAt: Date.now() });
    res.append('Set-Cookie', sessionCookie(req, id));
    await afterSignIn?.(req, res, sessionUser);
    res.append(
      'Set-Cookie',
      stringifySetCookie(PASSWORDLESS_EMAIL_COOKIE, user.email, { maxAge: EMAIL_COOKIE_SECONDS, path: '/', sameSite: 'lax', secure: isHttps(req) }),
    );
    return res.json({ redirectTo: PASSWORDLESS_LANDING });
  });
  return router;
}
