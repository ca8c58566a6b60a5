// Pages that need a signed-in user (spec 1 §2: a logged-out visit to /briefing or /checkout goes to
// /login?regType=guest&lr={full path}). The full path is also saved in the redirect cookie, so
// the user comes back here after login however the login ends up being started.
import express, { type Router } from 'express';
import { SESSION_COOKIE, readCookie, redirectCookie } from './authCookies.js';
import type { SessionStore } from './sessionStore.js';

// Checkout (spec 2 §3) buys for a signed-in reader: a visitor signs in first and comes back.
export const LOGIN_REQUIRED_PATHS = ['/briefing', '/briefing/*rest', '/checkout', '/checkout/*rest'];

export function loginRequiredRoutes(sessions: SessionStore): Router {
  const router = express.Router();
  router.get(LOGIN_REQUIRED_PATHS, async (req, res, next) => {
    if (await sessions.get(readCookie(req, SESSION_COOKIE))) return next();
    // originalUrl is this site's path and query as sent: always a local path.
    const target = req.originalUrl;
    res.set('Cache-Control', 'no-store');
    res.append('Set-Cookie', redirectCookie(req, target));
    return res.redirect(302, `/login?regType=guest&lr=${encodeURIComponent(target)}`);
  });
  return router;
}
