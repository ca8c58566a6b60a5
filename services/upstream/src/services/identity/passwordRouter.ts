// Password change, recovery and reset of the auth module (spec 3 §3, §4, §7: changePassword
// {currentPassword, password}, recoverPassword {email, recaptchaToken}, validateToken,
// resetPassword {email, resetToken, password}). Passwords stay salted scrypt hashes.
import express, { type Router } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CAPTCHA_FAILED, INCORRECT_PASSWORD, PASSWORD_CHANGED, RESET_LINK_INVALID, newPasswordProblem } from '@portal/domain';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { badRequest, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { authUsers } from '../auth/db/schema.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { findUserByEmail, findUserById, normaliseEmail } from '../auth/userStore.js';
import type { IdentityServices } from './identityConfig.js';
import { passwordResetEmail } from './mail/messages.js';
import { PASSWORD_RESET_TTL_MS, issueToken, peekToken, revokeTokens, takeToken } from './oneTimeTokens.js';
import { emailField, secretField } from './requestBody.js';

// Mounted at the auth service: /auth-service/api/v1/user/password...
export const PASSWORD_PATH = '/auth-service/api/v1/user/password';

const changeBody = z.object({ currentPassword: secretField, password: secretField });
const recoverBody = z.object({ email: z.string().max(254), recaptchaToken: z.string().max(16_384) });
const validateBody = z.object({ resetToken: z.string().max(128) });
const resetBody = z.object({ email: z.string().max(254).optional(), resetToken: z.string().max(128), password: secretField });

export function passwordResetLink(portalOrigin: string, token: string, email: string): string {
  return `${portalOrigin}/my-account/password/create?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

function requireAcceptable(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw badRequest(problem);
}

export function passwordRouter({ db, logger, mailer, captcha, portalOrigin }: IdentityServices): Router {
  const router = serviceRouter();
  const json = express.json({ limit: '32kb' });
  const setPassword = async (userId: string, password: string) =>
    db.update(authUsers).set({ passwordHash: await hashPassword(password) }).where(eq(authUsers.id, userId));

  // Change: the signed-in user only (x-portal-user), who must know the current password.
  router.post('/change', json, async (req, res) => {
    noStore(res);
    const { userId } = callerOf(req);
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) throw unauthorized('A signed-in user (x-portal-user) is required');
    const body = parseOrBadRequest(changeBody, req.body);
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) throw badRequest(INCORRECT_PASSWORD);
    requireAcceptable(body.password);
    await setPassword(user.id, body.password);
    res.json({ result: PASSWORD_CHANGED });
  });

  // Recovery: a human (captcha) asks for a reset link. The same answer whether or not the
  // address has an account.
  router.post('/recover', json, async (req, res) => {
    noStore(res);
    const body = parseOrBadRequest(recoverBody, req.body);
    if (body.email.trim() === '') throw badRequest('A valid e-mail address is required');
    if (body.recaptchaToken.trim() === '' || !(await captcha.verify(body.recaptchaToken, req.ip))) throw badRequest(CAPTCHA_FAILED);
    const email = parseOrBadRequest(emailField, body.email);
    const user = await findUserByEmail(db, email);
    if (user) {
      // A new link replaces any earlier one.
      await revokeTokens(db, 'password_reset', user.id);
      const token = await issueToken(db, 'password_reset', user, PASSWORD_RESET_TTL_MS);
      await mailer.send(passwordResetEmail(user, passwordResetLink(portalOrigin, token, user.email)));
    } else {
      logger.info('password reset asked for an address without an account');
    }
    res.json({ result: 'If the address has an account, a reset link is on its way.' });
  });

  router.post('/validate-token', json, async (req, res) => {
    noStore(res);
    const { resetToken } = parseOrBadRequest(validateBody, req.body);
    const holder = await peekToken(db, 'password_reset', resetToken);
    if (!holder) throw badRequest(RESET_LINK_INVALID);
    res.json({ valid: true, email: holder.email });
  });

  router.post('/reset', json, async (req, res) => {
    noStore(res);
    const body = parseOrBadRequest(resetBody, req.body);
    requireAcceptable(body.password);
    const holder = await takeToken(db, 'password_reset', body.resetToken);
    // The e-mail, when sent, must be the one the link was for.
    if (!holder || (body.email && normaliseEmail(body.email) !== holder.email)) throw badRequest(RESET_LINK_INVALID);
    await setPassword(holder.userId, body.password);
    res.json({ result: 'Password reset' });
  });
  return router;
}
