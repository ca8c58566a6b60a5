import { Field, ID, ObjectType } from 'type-graphql';
import { FormAnalyst } from './inquiry.type.js';

@ObjectType({ description: 'The company information saved from an earlier briefing (companyInfoSave)' })
export class SavedCompanyInfo {
  @Field({ description: 'Company name' }) companyName!: string;
  @Field({ description: 'The company\'s street address' }) companyAddress!: string;
  @Field({ description: 'The company\'s city' }) companyCity!: string;
  @Field({ description: 'The company\'s state or province' }) companyState!: string;
  @Field({ description: 'The company\'s region, when its country has no states to choose from' }) companyStateOther!: string;
  @Field({ description: 'The company\'s country' }) companyCountry!: string;
  @Field({ description: 'The company\'s ZIP or postal code' }) companyZipCode!: string;
  @Field({ description: 'The company\'s phone number' }) companyPhone!: string;
  @Field({ description: 'The company\'s website' }) companyURL!: string;
  @Field({ description: 'What the company does' }) companyPurpose!: string;
}

@ObjectType({ description: 'What the forms fill in for the signed-in reader (spec 1 §7 "get user form data")' })
export class UserFormData {
  @Field({ description: 'Full name' }) fullName!: string;
  @Field({ description: 'E-mail address' }) emailAddress!: string;
  @Field(() => String, { description: 'Phone number', nullable: true }) phoneNumber!: string | null;
  @Field(() => String, { description: 'The name of the reader\'s company account', nullable: true }) accountName!: string | null;
  @Field(() => String, { description: 'Job title', nullable: true }) jobTitle!: string | null;

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
  @Field(() => ID, { description: 'The id of the briefing request made' })
  briefingId!: string;
}
