import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A captcha for the forms that need one: an ALTCHA challenge (JSON), or a reCAPTCHA site key and version' })
export class Captcha {
  @Field({ description: "'altcha' or 'recaptcha'" })
  provider!: string;

  @Field(() => String, { nullable: true, description: 'The ALTCHA challenge as JSON, for the widget' })
  challengeJson!: string | null;

  @Field(() => String, { nullable: true, description: 'The reCAPTCHA site key' })
  siteKey!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The reCAPTCHA version: '2' (checkbox), '3' (score, run on submit) or 'enterprise'; null for ALTCHA, or when the server's setting names none it knows",
  })
  version!: string | null;
}

@ObjectType({ description: 'A password reset link, checked before the form is shown (spec 3 §4)' })
export class PasswordResetToken {
  @Field({ description: 'Whether the token may still be used to set a new password' })
  valid!: boolean;

  @Field(() => String, { nullable: true, description: 'The address the link was sent to, when valid' })
  email!: string | null;
}
