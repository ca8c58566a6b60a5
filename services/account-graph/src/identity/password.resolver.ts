import { CAPTCHA_FAILED, INCORRECT_PASSWORD, newPasswordProblem, recoveryFormFlags } from '@portal/domain';
import { GraphQLError } from 'graphql';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { fieldErrorsError } from '../profile/fieldErrors.js';
import { SIGN_IN_FOR_ACCOUNT_MESSAGE } from '../profile/signedIn.js';
import { ChangePasswordInput, RecoverPasswordInput, ResetPasswordInput } from './password.args.js';
import { Captcha, PasswordResetToken } from './password.type.js';

const messageOf = (error: unknown) => (error instanceof GraphQLError ? error.message : '');

// Password change, recovery and reset (spec 3 §3-§5, §7, §8).
@SignInMessage(SIGN_IN_FOR_ACCOUNT_MESSAGE)
@Resolver()
export class PasswordResolver {
  @Query(() => Captcha, { description: 'A fresh captcha for a form that needs one (never cached)' })
  async captcha(@Ctx() ctx: AccountContext): Promise<Captcha> {
    const answer = await ctx.identity.captcha();
    return answer.provider === 'altcha'
      ? { provider: 'altcha', challengeJson: JSON.stringify(answer.challenge), siteKey: null, version: null }
      : { provider: 'recaptcha', challengeJson: null, siteKey: answer.siteKey, version: answer.version };
  }

  @Authorized()
  @Mutation(() => String, {
    description: "Changes the signed-in user's password: 'Password changed', or 'Incorrect password' when the current one is wrong",
  })
  async changePassword(@Arg('input', () => ChangePasswordInput, { description: 'The current password and the new one' }) input: ChangePasswordInput, @Ctx() ctx: AccountContext): Promise<string> {
    const problem = newPasswordProblem(input.newPassword);
    if (input.currentPassword === '') throw fieldErrorsError({ currentPassword: 'This field is required', ...(problem ? { newPassword: problem } : {}) });
    if (problem) throw fieldErrorsError({ newPassword: problem });
    try {
      return (await ctx.identity.changePassword(input.currentPassword, input.newPassword)).result;
    } catch (error) {
      // Spec 3 §4: the result text 'Incorrect password' sets the page's flag; it is an answer, not a failure.
      if (messageOf(error) === INCORRECT_PASSWORD) return INCORRECT_PASSWORD;
      throw error;
    }
  }

  @Mutation(() => Boolean, { description: 'E-mails a password reset link (when the address has an account); needs a solved captcha' })
  async recoverPassword(@Arg('input', () => RecoverPasswordInput, { description: 'The e-mail address to send the password reset link to' }) input: RecoverPasswordInput, @Ctx() ctx: AccountContext): Promise<boolean> {
    const flags = recoveryFormFlags(input);
    if (flags.email || flags.recaptchaToken) {
      throw fieldErrorsError({ ...(flags.email ? { email: 'This field is required' } : {}), ...(flags.recaptchaToken ? { recaptchaToken: CAPTCHA_FAILED } : {}) });
    }
    try {
      await ctx.identity.recoverPassword(input.email.trim(), input.recaptchaToken);
    } catch (error) {
      if (messageOf(error) === CAPTCHA_FAILED) throw fieldErrorsError({ recaptchaToken: CAPTCHA_FAILED });
      throw error;
    }
    return true;
  }

  @Query(() => PasswordResetToken, { description: 'Whether a reset link is still usable (validated before the reset form shows)' })
  async passwordResetToken(@Arg('token', () => String, { description: 'The token from the password reset link' }) token: string, @Ctx() ctx: AccountContext): Promise<PasswordResetToken> {
    if (token === '' || token.length > 128) return { valid: false, email: null };
    try {
      const answer = await ctx.identity.validateResetToken(token);
      return { valid: true, email: answer.email };
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.status === 400) return { valid: false, email: null };
      throw error;
    }
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with a reset link; the link works once' })
  async resetPassword(@Arg('input', () => ResetPasswordInput, { description: 'The reset token from the e-mail and the new password' }) input: ResetPasswordInput, @Ctx() ctx: AccountContext): Promise<boolean> {
    const problem = newPasswordProblem(input.password);
    if (problem) throw fieldErrorsError({ password: problem });
    await ctx.identity.resetPassword({ ...(input.email ? { email: input.email } : {}), resetToken: input.resetToken, password: input.password });
    return true;
  }
}
