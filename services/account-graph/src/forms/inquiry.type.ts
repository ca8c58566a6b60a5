import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An analyst the reader may ask or propose to brief' })
export class FormAnalyst {
  @Field(() => ID, { description: 'The bio id (BIO…)' })
  analystId!: string;

  @Field({ description: 'The form analyst\'s name' })
  name!: string;

  @Field(() => String, { description: 'Job title', nullable: true })
  jobTitle!: string | null;
}

@ObjectType({ description: "The reader's access flags for the inquiry page (spec 1 §3, §6)" })
export class InquiryAccess {
  @Field({ description: 'Whether the reader may send an inquiry' })
  userCanSubmitInquiry!: boolean;

  @Field({ description: 'Whether the reader may ask an analyst for guidance' })
  userCanAskGuidance!: boolean;

  @Field({ description: 'Whether the reader may request research' })
  researchRequestAccess!: boolean;
}

@ObjectType({ description: 'What the inquiry page needs (spec 1 §7 "init inquiry form data")' })
export class InquiryForm {
  @Field(() => [FormAnalyst], { description: 'The analysts' })
  analysts!: FormAnalyst[];

  @Field(() => InquiryAccess, { description: 'What the reader may ask for' })
  access!: InquiryAccess;

  @Field(() => [String], { description: "The forms the reader may choose, in the page's order: inquiry, guidance, researchRequest" })
  formSelection!: string[];

  @Field(() => ID, { nullable: true, description: 'The analyst of the bioId asked with, when it names one' })
  preselectedAnalystId!: string | null;
}

@ObjectType({ description: 'An inquiry, guidance session or research request, stored and queued for the provider' })
export class InquirySubmission {
  @Field(() => ID, { description: 'The id of the inquiry made' })
  userInquiryId!: string;
}
