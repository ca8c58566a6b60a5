// Passwordless sign-in (spec 1 §4, §7): POST {email} e-mails a one-time link to the portal's
// /passwordless page (the token in the URL hash, so it never reaches a server log or a link
// scanner's GET); the gateway redeems the token once and opens a session.
import express, { type Router } from 'express';
import { passwordlessContracts } from '@portal/contracts';
import { SIGN_IN_LINK_INVALID } from '@portal/domain';
import { neverStored } from '../../http/cacheControl.js';
import { unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { findUserByEmail, findUserById } from '../auth/userStore.js';
import type { IdentityServices } from './identityConfig.js';
import { PASSWORDLESS_TTL_MS, issueToken, takeToken, tokensIssuedSince } from './oneTimeTokens.js';
import { passwordlessEmail } from './mail/messages.js';

export const PASSWORDLESS_PATH = passwordlessContracts.request.prefix;

// Nobody needs more links than this in a quarter of an hour; beyond it the form would only be a
// way to flood someone's inbox. The answer stays the same, so it reveals nothing.
export const PASSWORDLESS_LINKS_PER_WINDOW = 5;

export function passwordlessLink(portalOrigin: string, token: string): string {
  return `${portalOrigin}/passwordless#access_token=${token}`;
}

export function passwordlessRouter({ db, logger, mailer, portalOrigin }: IdentityServices): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = { before: [express.json({ limit: '4kb' })] };

  serveContract(router, passwordlessContracts.request, json, async ({ body: { email } }) => {
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
    return { status: 200, message: 'If the address has an account, a sign-in link is on its way.' };
  });

  serveContract(router, passwordlessContracts.redeem, json, async ({ body: { token } }) => {
    const holder = await takeToken(db, 'passwordless', token);
    const user = holder ? await findUserById(db, holder.userId) : undefined;
    if (!user) throw unauthorized(SIGN_IN_LINK_INVALID);
    return { userId: user.id, email: user.email, fullName: `${user.firstName} ${user.lastName}`.trim(), userType: user.userType };
  });
  return router;
}
