import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// Bounds only: the spec's rules (required, 'Incorrect password', the new password's length) are
// checked by the resolver and the auth service so they come back as the spec words them.
@InputType()
export class ChangePasswordInput {
  @Field() @MaxLength(1024) currentPassword!: string;
  @Field() @MaxLength(1024) newPassword!: string;
}

@InputType()
export class RecoverPasswordInput {
  @Field({ description: 'E-mail address' }) @MaxLength(254) email!: string;
  @Field({ description: 'The captcha solution (ALTCHA payload or reCAPTCHA token)' }) @MaxLength(16_384) recaptchaToken!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'E-mail address', nullable: true }) @IsOptional() @IsEmail() @MaxLength(254) email?: string;
  @Field() @MaxLength(128) resetToken!: string;
  @Field() @MaxLength(1024) password!: string;
}
