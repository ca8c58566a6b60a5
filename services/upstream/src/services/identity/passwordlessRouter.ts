// Passwordless sign-in (spec 1 §4, §7): POST {email} e-mails a one-time link to the portal's
// /passwordless page (the token in the URL hash, so it never reaches a server log or a link
// scanner's GET); the gateway redeems the token once and opens a session.
import express, { type Router } from 'express';
import { z } from 'zod';
import { noStore } from '../../http/cacheControl.js';
import { unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { SIGN_IN_LINK_INVALID } from '@portal/domain';
import { findUserByEmail, findUserById } from '../auth/userStore.js';
import type { IdentityServices } from './identityConfig.js';
import { PASSWORDLESS_TTL_MS, issueToken, takeToken, tokensIssuedSince } from './oneTimeTokens.js';
import { emailField } from './requestBody.js';
import { passwordlessEmail } from './mail/messages.js';

export const PASSWORDLESS_PATH = '/auth-service/api/v1/passwordless';

const requestBody = z.object({ email: emailField });
// Nobody needs more links than this in a quarter of an hour; beyond it the form would only be a
// way to flood someone's inbox. The answer stays the same, so it reveals nothing.
export const PASSWORDLESS_LINKS_PER_WINDOW = 5;
const redeemBody = z.object({ token: z.string().max(128) });

export function passwordlessLink(portalOrigin: string, token: string): string {
  return `${portalOrigin}/passwordless#access_token=${token}`;
}

export function passwordlessRouter({ db, logger, mailer, portalOrigin }: IdentityServices): Router {
  const router = serviceRouter();
  const json = express.json({ limit: '4kb' });

  router.post('/', json, async (req, res) => {
    noStore(res);
    const { email } = parseOrBadRequest(requestBody, req.body);
    const user = await findUserByEmail(db, email);
    // The same answer whether or not the address has an account: the form reveals no one.
    const recent = user ? await tokensIssuedSince(db, 'passwordless', user.id, new Date(Date.now() - PASSWORDLESS_TTL_MS)) : 0;
    if (user && recent >= PASSWORDLESS_LINKS_PER_WINDOW) {
      logger.warn({ userId: user.id }, 'passwordless links throttled for an address');
    } else if (user) {
      const token = await issueToken(db, 'passwordless', user, PASSWORDLESS_TTL_MS);
      await mailer.send(passwordlessEmail(user, passwordlessLink(portalOrigin, token)));
    } else {
      logger.info('passwordless link asked for an address without an account');
    }
    res.json({ status: 200, message: 'If the address has an account, a sign-in link is on its way.' });
  });

  router.post('/redeem', json, async (req, res) => {
    noStore(res);
    const { token } = parseOrBadRequest(redeemBody, req.body);
    const holder = await takeToken(db, 'passwordless', token);
    const user = holder ? await findUserById(db, holder.userId) : undefined;
    if (!user) throw unauthorized(SIGN_IN_LINK_INVALID);
    res.json({ userId: user.id, email: user.email, fullName: `${user.firstName} ${user.lastName}`.trim(), userType: user.userType });
  });
  return router;
}
