import { IsIn, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CONTACT_METHOD_MESSAGE, INQUIRY_CONTACT_METHODS, INQUIRY_FORM_KINDS, INQUIRY_FORM_MESSAGE, byteLimitOf } from '@portal/domain';
import { MaxBytes } from '@portal/graph-kit';

const bytes = (field: Parameters<typeof byteLimitOf<'inquiry'>>[1]) => MaxBytes(byteLimitOf('inquiry', field));

@InputType({ description: 'The inquiry form (spec 1 §3); limits in UTF-8 bytes (spec 1 §5)' })
export class InquiryInput {
  @Field({ description: INQUIRY_FORM_KINDS.join(', ') })
  @IsIn(INQUIRY_FORM_KINDS, { message: INQUIRY_FORM_MESSAGE })
  formSelected!: string;

  @Field({ description: INQUIRY_CONTACT_METHODS.join(' or ') })
  @IsIn(INQUIRY_CONTACT_METHODS, { message: CONTACT_METHOD_MESSAGE })
  contactMethod!: string;

  @Field({ description: `At most ${byteLimitOf('inquiry', 'subject')} bytes` })
  @bytes('subject')
  subject!: string;

  @Field({ description: `At most ${byteLimitOf('inquiry', 'question')} bytes` })
  @bytes('question')
  question!: string;

  @Field({ defaultValue: '', description: `At most ${byteLimitOf('inquiry', 'goal')} bytes` })
  @bytes('goal')
  goal!: string;

  @Field({ description: 'The topic of the question', defaultValue: '' })
  @bytes('topic')
  topic!: string;

  @Field({ defaultValue: '', description: "An analyst's bio id, or '' for whoever is best placed" })
  @MaxLength(20)
  analystId!: string;

  @Field({ defaultValue: '', description: "YYYY-MM-DD, not in the past; '' for none" })
  @MaxLength(10)
  deadline!: string;

  @Field({ description: 'The captcha solution' })
  @MaxLength(16_384)
  recaptchaToken!: string;
}
