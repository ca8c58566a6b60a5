import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { bounded } from './bounded.js';

// The spec's own rules for the profile (required fields, each field's limit, prefix options:
// packages/domain, spec 1 §5) run in the resolver; see bounded.ts.

@InputType({ description: 'The editable profile (spec 1 §3, §5). Optional fields left out are saved empty.' })
export class UpdateProfileInput {
  @Field({ description: 'The name of the reader\'s company account' }) @bounded accountName!: string;
  @Field({ description: 'Country (ISO code)' }) @bounded countryCode!: string;
  @Field({ description: 'First name' }) @bounded firstName!: string;
  @Field({ description: 'Job title' }) @bounded jobTitle!: string;
  @Field({ description: 'Last name' }) @bounded lastName!: string;
  @Field({ description: 'City', nullable: true }) @IsOptional() @bounded city?: string;
  @Field({ description: 'Phone extension', nullable: true }) @IsOptional() @bounded extension?: string;
  @Field({ description: 'Region, when the country has no states to choose from', nullable: true }) @IsOptional() @bounded otherRegion?: string;
  @Field({ description: 'Phone number', nullable: true }) @IsOptional() @bounded phoneNumber?: string;
  @Field({ description: 'Postal code', nullable: true }) @IsOptional() @bounded postalCode?: string;
  @Field({ description: 'Salutation (Mr, Ms, Dr …)', nullable: true }) @IsOptional() @bounded prefix?: string;
  @Field({ description: 'State or province', nullable: true }) @IsOptional() @bounded state?: string;
  @Field({ description: 'Street address', nullable: true }) @IsOptional() @bounded street?: string;
  @Field({ description: 'Second line of the street address', nullable: true }) @IsOptional() @bounded streetSecondLine?: string;

  @Field({ nullable: true, description: "The 'Org Selections' special registration value; left out = unchanged" })
  @IsOptional()
  @bounded
  specialReg?: string;
}
