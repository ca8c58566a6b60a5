// Password change, recovery and reset of the auth module (spec 3 §3, §4, §7: changePassword
// {currentPassword, password}, recoverPassword {email, recaptchaToken}, validateToken,
// resetPassword {email, resetToken, password}). Passwords stay salted scrypt hashes.
import express, { type Router } from 'express';
import { eq } from 'drizzle-orm';
import { mailedAddressSchema, passwordContracts } from '@portal/contracts';
import { CAPTCHA_FAILED, INCORRECT_PASSWORD, PASSWORD_CHANGED, RESET_LINK_INVALID } from '@portal/domain';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { authUsers } from '../auth/db/schema.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { findUserByEmail, normaliseEmail } from '../auth/userStore.js';
import { loadUser, loadedUser } from '../user/requireUser.js';
import type { IdentityServices } from './identityConfig.js';
import { passwordResetEmail } from './mail/messages.js';
import { PASSWORD_RESET_TTL_MS, issueToken, peekToken, revokeTokens, takeToken } from './oneTimeTokens.js';

// Mounted at the auth service: /auth-service/api/v1/user/password...
export const PASSWORD_PATH = passwordContracts.change.prefix;

export function passwordResetLink(portalOrigin: string, token: string, email: string): string {
  return `${portalOrigin}/my-account/password/create?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function passwordRouter({ db, logger, mailer, captcha, portalOrigin }: IdentityServices): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const json = express.json({ limit: '32kb' });
  const setPassword = async (userId: string, password: string) =>
    db.update(authUsers).set({ passwordHash: await hashPassword(password) }).where(eq(authUsers.id, userId));

  // Change: the signed-in user only (x-portal-user), who must know the current password.
  serveContract(router, passwordContracts.change, { before: [json, loadUser(db)] }, async ({ body }, _req, res) => {
    const user = loadedUser(res);
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) throw badRequest(INCORRECT_PASSWORD);
    await setPassword(user.id, body.password);
    return { result: PASSWORD_CHANGED };
  });

  // Recovery: a human (captcha) asks for a reset link. The same answer whether or not the
  // address has an account.
  serveContract(router, passwordContracts.recover, { before: [json] }, async ({ body }, req) => {
    if (body.email.trim() === '') throw badRequest('A valid e-mail address is required');
    if (body.recaptchaToken.trim() === '' || !(await captcha.verify(body.recaptchaToken, req.ip))) throw badRequest(CAPTCHA_FAILED);
    const email = parseOrBadRequest(mailedAddressSchema, body.email);
    const user = await findUserByEmail(db, email);
    if (user) {
      // A new link replaces any earlier one.
      await revokeTokens(db, 'password_reset', user.id);
      const token = await issueToken(db, 'password_reset', user, PASSWORD_RESET_TTL_MS);
      await mailer.send(passwordResetEmail(user, passwordResetLink(portalOrigin, token, user.email)));
    } else {
      logger.info('password reset asked for an address without an account');
    }
    return { result: 'If the address has an account, a reset link is on its way.' };
  });

  serveContract(router, passwordContracts.validateToken, { before: [json] }, async ({ body: { resetToken } }) => {
    const holder = await peekToken(db, 'password_reset', resetToken);
    if (!holder) throw badRequest(RESET_LINK_INVALID);
    return { valid: true as const, email: holder.email };
  });

  serveContract(router, passwordContracts.reset, { before: [json] }, async ({ body }) => {
    const holder = await takeToken(db, 'password_reset', body.resetToken);
    // The e-mail, when sent, must be the one the link was for.
    if (!holder || (body.email && normaliseEmail(body.email) !== holder.email)) throw badRequest(RESET_LINK_INVALID);
    await setPassword(holder.userId, body.password);
    return { result: 'Password reset' };
  });
  return router;
}
