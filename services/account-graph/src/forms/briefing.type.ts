import { Field, ID, ObjectType } from 'type-graphql';
import { FormAnalyst } from './inquiry.type.js';

@ObjectType({ description: 'The company information saved from an earlier briefing (companyInfoSave)' })
export class SavedCompanyInfo {
  @Field() companyName!: string;
  @Field() companyAddress!: string;
  @Field() companyCity!: string;
  @Field() companyState!: string;
  @Field() companyStateOther!: string;
  @Field() companyCountry!: string;
  @Field() companyZipCode!: string;
  @Field() companyPhone!: string;
  @Field() companyURL!: string;
  @Field() companyPurpose!: string;
}

@ObjectType({ description: 'What the forms fill in for the signed-in reader (spec 1 §7 "get user form data")' })
export class UserFormData {
  @Field() fullName!: string;
  @Field() emailAddress!: string;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => String, { nullable: true }) accountName!: string | null;
  @Field(() => String, { nullable: true }) jobTitle!: string | null;

  @Field(() => SavedCompanyInfo, { nullable: true, description: 'Null until the reader saves it with a briefing' })
  companyInfo!: SavedCompanyInfo | null;
}

@ObjectType({ description: 'What the briefing form offers' })
export class BriefingForm {
  @Field(() => [FormAnalyst], { description: 'The analysts a briefing can be proposed to, by name' })
  analysts!: FormAnalyst[];
}

@ObjectType({ description: 'A briefing proposal, stored and queued for the provider' })
export class BriefingSubmission {
  @Field(() => ID)
  briefingId!: string;
}
