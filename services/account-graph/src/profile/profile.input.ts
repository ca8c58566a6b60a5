import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// class-validator bounds the size of what is accepted at all; the spec's own rules (required
// fields, each field's limit, prefix options: packages/domain, spec 1 §5) run in the resolver so
// that every broken field comes back at once in extensions.fieldErrors.
export const MAX_INPUT_CHARS = 1000;
const bounded = MaxLength(MAX_INPUT_CHARS, { message: `Must be ${MAX_INPUT_CHARS} characters or fewer` });

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
