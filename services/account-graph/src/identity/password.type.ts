import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A captcha for the password recovery form: an ALTCHA challenge (JSON) or a reCAPTCHA site key' })
export class Captcha {
  @Field({ description: "'altcha' or 'recaptcha'" })
  provider!: string;

  @Field(() => String, { nullable: true, description: 'The ALTCHA challenge as JSON, for the widget' })
  challengeJson!: string | null;

  @Field(() => String, { nullable: true, description: 'The reCAPTCHA site key' })
  siteKey!: string | null;
}

@ObjectType({ description: 'A password reset link, checked before the form is shown (spec 3 §4)' })
export class PasswordResetToken {
  @Field()
  valid!: boolean;

  @Field(() => String, { nullable: true, description: 'The address the link was sent to, when valid' })
  email!: string | null;
}
