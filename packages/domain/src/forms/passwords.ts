// The password forms (spec 3 §3-§5): change (signed in), recovery request (e-mail and captcha)
// and reset (the e-mailed link's new password, typed twice).
import type { output, input } from 'zod';
import { z } from '../zod.js';
import { CAPTCHA_FAILED, newPasswordProblem, type FlaggedFields } from '../identity.js';
import { REQUIRED_MESSAGE } from '../profile.js';
import { requiredEmail } from './fields.js';

export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match';

/** A new password: the floor and bound of `newPasswordProblem`, with its messages. */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const problem = newPasswordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** /my-account/password/change -> changePassword (auth-service POST .../user/password/change {currentPassword, password}). */
export const changePasswordFormSchema = z.object({
  currentPassword: z.string().min(1, { error: REQUIRED_MESSAGE }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordFormValues = output<typeof changePasswordFormSchema>;

/** /my-account/password/request -> recoverPassword (auth-service POST .../user/password/recover {email, recaptchaToken}). */
export const passwordRecoveryFormSchema = z.object({
  email: requiredEmail,
  recaptchaToken: z.string().refine((token) => token.trim() !== '', { error: CAPTCHA_FAILED }),
});
export type PasswordRecoveryFormValues = input<typeof passwordRecoveryFormSchema>;

/** Spec 3 §5: the recovery form flags the e-mail and the captcha token when empty. */
export function recoveryFormFlags(values: { email: string; recaptchaToken: string }): FlaggedFields<'email' | 'recaptchaToken'> {
  const result = passwordRecoveryFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), true]));
}

/**
 * /my-account/password/create -> resetPassword (auth-service POST .../user/password/reset
 * {email, resetToken, password}). Both messages at once: the rule on the password and the match.
 */
export const passwordResetFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .superRefine(({ password, confirmation }, ctx) => {
    const problem = newPasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
    if (confirmation !== password) ctx.addIssue({ code: 'custom', message: PASSWORDS_DO_NOT_MATCH, path: ['confirmation'] });
  });
export type PasswordResetFormValues = output<typeof passwordResetFormSchema>;
