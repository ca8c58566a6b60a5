import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { bounded } from './bounded.js';

// The spec's own rules for the profile (required fields, each field's limit, prefix options:
// packages/domain, spec 1 §5) run in the resolver; see bounded.ts.

@InputType({ description: 'The editable profile (spec 1 §3, §5). Optional fields left out are saved empty.' })
export class UpdateProfileInput {
  @Field() @bounded accountName!: string;
  @Field() @bounded countryCode!: string;
  @Field() @bounded firstName!: string;
  @Field() @bounded jobTitle!: string;
  @Field() @bounded lastName!: string;
  @Field({ nullable: true }) @IsOptional() @bounded city?: string;
  @Field({ nullable: true }) @IsOptional() @bounded extension?: string;
  @Field({ nullable: true }) @IsOptional() @bounded otherRegion?: string;
  @Field({ nullable: true }) @IsOptional() @bounded phoneNumber?: string;
  @Field({ nullable: true }) @IsOptional() @bounded postalCode?: string;
  @Field({ nullable: true }) @IsOptional() @bounded prefix?: string;
  @Field({ nullable: true }) @IsOptional() @bounded state?: string;
  @Field({ nullable: true }) @IsOptional() @bounded street?: string;
  @Field({ nullable: true }) @IsOptional() @bounded streetSecondLine?: string;

  @Field({ nullable: true, description: "The 'Org Selections' special registration value; left out = unchanged" })
  @IsOptional()
  @bounded
  specialReg?: string;
}
