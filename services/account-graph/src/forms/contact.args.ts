import { IsIn, IsInt, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CONTACT_FORM_TYPE_IDS, CONTACT_METHODS, CONTACT_METHOD_MESSAGE, CONTACT_TYPE_MESSAGE, byteLimitOf } from '@portal/domain';
import { MaxBytes } from '@portal/graph-kit';

const bytes = (field: Parameters<typeof byteLimitOf<'contact'>>[1]) => MaxBytes(byteLimitOf('contact', field));

// Types and bounds here (class-validator: a value past its byte limit never reaches a resolver);
// the resolver then judges the whole form with the domain's schema, as the page and upstream do.
@InputType({ description: 'The contact form (spec 1 §3); limits in UTF-8 bytes (spec 1 §5)' })
export class ContactFormInput {
  @Field(() => Int, { description: `The contact type: ${CONTACT_FORM_TYPE_IDS.join(', ')}` })
  @IsInt({ message: CONTACT_TYPE_MESSAGE })
  @IsIn(CONTACT_FORM_TYPE_IDS, { message: CONTACT_TYPE_MESSAGE })
  contactType!: number;

  @Field({ description: `${CONTACT_METHODS.join(' or ')}` })
  @IsIn(CONTACT_METHODS, { message: CONTACT_METHOD_MESSAGE })
  contactMethod!: string;

  @Field({ description: `At most ${byteLimitOf('contact', 'subject')} bytes` })
  @bytes('subject')
  subject!: string;

  @Field({ description: `At most ${byteLimitOf('contact', 'message')} bytes` })
  @bytes('message')
  message!: string;

  @Field(() => String, { nullable: true, description: "The page the reader came from; the provider's public site when absent" })
  @IsOptional()
  @bytes('referer')
  referer?: string | null;

  @Field({ description: 'The captcha solution (ALTCHA payload or reCAPTCHA token)' })
  @MaxLength(16_384)
  recaptchaToken!: string;

  @Field(() => String, { nullable: true, description: "A visitor's name (required when signed out)" })
  @IsOptional()
  @bytes('name')
  name?: string | null;

  @Field(() => String, { nullable: true, description: "A visitor's e-mail address (required when signed out)" })
  @IsOptional()
  @bytes('email')
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'A number to call, when contactMethod is phone' })
  @IsOptional()
  @bytes('phone')
  phone?: string | null;
}
