import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { bounded } from '../profile/bounded.js';

@InputType({ description: 'The answer to one extra registration field' })
export class SpecialRegistrationValueInput {
  @Field({ description: 'The name of the field answered' }) @MaxLength(100) name!: string;
  @Field({ description: 'The answer' }) @bounded value!: string;
}

// The registration form of spec 3 §3; the rules (required fields, limits) are packages/domain's,
// run in the resolver so every broken field comes back at once.
@InputType({ description: 'What a new reader gives to finish signing up' })
export class RegistrationInput {
  @Field({ description: 'First name' }) @bounded firstName!: string;
  @Field({ description: 'Last name' }) @bounded lastName!: string;
  @Field({ description: 'Job title' }) @bounded title!: string;
  @Field({ description: 'Company name' }) @bounded companyName!: string;
  @Field({ description: 'Country (ISO code)' }) @bounded country!: string;
  @Field({ description: 'Street address', nullable: true }) @IsOptional() @bounded address?: string;
  @Field({ description: 'City', nullable: true }) @IsOptional() @bounded city?: string;
  @Field({ description: 'State or province', nullable: true }) @IsOptional() @bounded state?: string;
  @Field({ description: 'Region, when the country has no states to choose from', nullable: true }) @IsOptional() @bounded otherRegion?: string;
  @Field({ description: 'ZIP or postal code', nullable: true }) @IsOptional() @bounded zipCode?: string;
  @Field({ description: 'Whether the reader agrees to marketing e-mails', defaultValue: false }) marketingEmails!: boolean;
  @Field(() => [SpecialRegistrationValueInput], { description: 'Answers to the extra registration fields (Viewer.specialRegistrationFields)', defaultValue: [] }) specialReg!: SpecialRegistrationValueInput[];
}
