import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Bounds only: the spec's rules (required, 'Incorrect password', the new password's length) are
// checked by the resolver and the auth service so they come back as the spec words them.
@InputType({ description: 'A signed-in reader\'s password change' })
export class ChangePasswordInput {
  @Field({ description: 'The reader\'s current password' }) @MaxLength(1024) currentPassword!: string;
  @Field({ description: 'The new password (the password rules of the sign-up form apply)' }) @MaxLength(1024) newPassword!: string;
}

@InputType({ description: 'Who forgot their password' })
export class RecoverPasswordInput {
  @Field({ description: 'E-mail address' }) @MaxLength(254) email!: string;
  @Field({ description: 'The captcha solution (ALTCHA payload or reCAPTCHA token)' }) @MaxLength(16_384) recaptchaToken!: string;
}

@InputType({ description: 'A password reset from the e-mailed link' })
export class ResetPasswordInput {
  @Field({ description: 'E-mail address', nullable: true }) @IsOptional() @IsEmail() @MaxLength(254) email?: string;
  @Field({ description: 'The token from the password reset link' }) @MaxLength(128) resetToken!: string;
  @Field({ description: 'The new password' }) @MaxLength(1024) password!: string;
}
