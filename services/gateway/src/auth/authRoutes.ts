// The portal's sign-in routes, served by the gateway before the web app (spec 1 §2, §4):
// /login (regType, lr) starts the code flow, /logged-in finishes it and opens a session,
// /logout ends the portal session first and the provider's session second, always.
import express, { type Router } from 'express';
import type { PortalUser } from '@portal/graph-kit/user-context';
import type { JWTPayload } from 'jose';
import type { Logger } from 'pino';
import type { AuthConfig } from './authConfig.js';
import {
  CALLBACK_PATH,
  PENDING_LOGIN_COOKIE,
  REDIRECT_COOKIE,
  SESSION_COOKIE,
  clearedCookie,
  pendingLoginCookie,
  readCookie,
  sessionCookie,
} from './authCookies.js';
import { INVALID_LR, sendErrorPage } from './errorPage.js';
import { POST_LOGOUT_PATH, type OidcRelyingParty } from './oidcClient.js';
import { returnTargetOf } from './returnTarget.js';
import type { SessionStore } from './sessionStore.js';
import type { AfterSignIn } from './visitorCartMerge.js';

const REG_TYPE_PATTERN = /^[A-Za-z]{1,32}$/;

export interface AuthRoutesOptions {
  config: AuthConfig;
  relyingParty: OidcRelyingParty;
  sessions: SessionStore;
  logger: Logger;
  /** Runs once the new session is open (the visitor cart's merge). */
  afterSignIn?: AfterSignIn;
}

export function userFromClaims(claims: JWTPayload): PortalUser {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    id: claims.sub!,
    ...(text(claims.email) && { email: text(claims.email) }),
    ...(text(claims.name) && { fullName: text(claims.name) }),
    ...(text(claims.user_type) && { userType: text(claims.user_type) }),
  };
}

// Spec 1 §6, 3 §4: a user with open interceptors (a new sign-up: profile, then terms) goes to
// the first of them, carrying where they were going as lr.
const INTERCEPTOR_PAGES: Record<string, string> = {
  'business-profile': '/intercept/business/profile',
  'business-terms': '/intercept/business/terms',
};

export function afterLoginTarget(claims: JWTPayload, returnTo: string): string {
  const open = Array.isArray(claims.interceptors) ? claims.interceptors.filter((name): name is string => typeof name === 'string') : [];
  const page = open.map((name) => INTERCEPTOR_PAGES[name]).find(Boolean);
  return page ? `${page}?lr=${encodeURIComponent(returnTo)}` : returnTo;
}

export function authRoutes({ config, relyingParty, sessions, logger, afterSignIn }: AuthRoutesOptions): Router {
  const router = express.Router();
  router.use(['/login', CALLBACK_PATH, '/logout'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/login', async (req, res) => {
    const lrOptions = { publicOrigin: config.publicOrigin, allowedHosts: config.lrAllowedHosts };
    const target = returnTargetOf(req.query.lr, lrOptions);
    if (!target.ok) {
      logger.warn({ lr: req.query.lr }, 'login refused an lr outside the allow-list');
      return sendErrorPage(res, 500, INVALID_LR);
    }
    // No lr: the saved redirect cookie, itself checked against the allow-list, else /myhome.
    const saved = req.query.lr ? undefined : returnTargetOf(readCookie(req, REDIRECT_COOKIE), lrOptions);
    const returnTo = saved?.ok ? saved.target : target.target;
    // Always a fresh code flow, even with a session: the web app sends a user here when session
    // verify says 401 (spec 1 §4), and the provider answers without a password while its own
    // session lasts. The callback then replaces the old session.
    const regType = typeof req.query.regType === 'string' && REG_TYPE_PATTERN.test(req.query.regType) ? req.query.regType : undefined;
    try {
      const { url, pending } = await relyingParty.startLogin(returnTo, regType ? { reg_type: regType } : {});
      res.append('Set-Cookie', pendingLoginCookie(req, await sessions.savePending(pending)));
      return res.redirect(302, url.href);
    } catch (error) {
      logger.error({ err: error, issuer: config.issuer }, 'login could not reach the identity provider');
      return sendErrorPage(res, 503, 'Sign-in is unavailable');
    }
  });

  router.get(CALLBACK_PATH, async (req, res) => {
    res.append('Set-Cookie', clearedCookie(req, PENDING_LOGIN_COOKIE, CALLBACK_PATH));
    if (readCookie(req, REDIRECT_COOKIE) !== undefined) res.append('Set-Cookie', clearedCookie(req, REDIRECT_COOKIE));
    // Only the browser that started this login holds its pending id: a callback URL planted in
    // another browser (login CSRF) finds nothing.
    const pending = await sessions.takePending(readCookie(req, PENDING_LOGIN_COOKIE));
    if (!pending) return sendErrorPage(res, 400, 'Sign-in expired');
    if (typeof req.query.error === 'string') {
      // Cancelled at the provider: back where the user was, still logged out.
      logger.info({ error: req.query.error }, 'login ended at the identity provider without a session');
      return res.redirect(302, pending.returnTo);
    }
    // A callback without the provider's code (a bookmark, a hand-typed URL) is the browser's
    // mistake, not the portal's: 400 like an expired sign-in, never a 500.
    if (typeof req.query.code !== 'string' || req.query.code === '') return sendErrorPage(res, 400, 'Sign-in expired');
    try {
      const { claims, idToken } = await relyingParty.finishLogin(new URL(req.originalUrl, config.publicOrigin), pending);
      // A new id on every login, so an id known before the login (fixation) is worth nothing.
      await sessions.destroy(readCookie(req, SESSION_COOKIE));
      const user = userFromClaims(claims);
      const id = await sessions.create({ user, idToken, createdAt: Date.now() });
      res.append('Set-Cookie', sessionCookie(req, id));
      await afterSignIn?.(req, res, user);
      return res.redirect(302, afterLoginTarget(claims, pending.returnTo));
    } catch (error) {
      logger.error({ err: error }, 'login callback failed');
      return sendErrorPage(res, 500, 'Internal Error (App)');
    }
  });

  // Spec 1 §4: the portal's own logout first (an error there is logged), then the identity
  // provider's logout, always.
  router.get('/logout', async (req, res) => {
    const id = readCookie(req, SESSION_COOKIE);
    res.append('Set-Cookie', clearedCookie(req, SESSION_COOKIE));
    let idToken: string | undefined;
    let passwordless = false;
    try {
      const session = await sessions.get(id);
      idToken = session?.idToken;
      passwordless = session?.method === 'passwordless';
      await sessions.destroy(id);
    } catch (error) {
      logger.error({ err: error }, 'logout could not end the portal session');
    }
    // A session from an e-mailed link never had a provider session: nothing to end there, and
    // the provider would only ask the user to confirm a sign-out of nothing.
    if (passwordless) return res.redirect(302, POST_LOGOUT_PATH);
    try {
      return res.redirect(302, (await relyingParty.endSessionUrl(idToken)).href);
    } catch (error) {
      logger.error({ err: error, issuer: config.issuer }, 'logout could not reach the identity provider');
      return res.redirect(302, POST_LOGOUT_PATH);
    }
  });

  return router;
}
