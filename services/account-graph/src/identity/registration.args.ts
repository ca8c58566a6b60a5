import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { bounded } from '../profile/bounded.js';

@InputType()
export class SpecialRegistrationValueInput {
  @Field() @MaxLength(100) name!: string;
  @Field() @bounded value!: string;
}

// The registration form of spec 3 §3; the rules (required fields, limits) are packages/domain's,
// run in the resolver so every broken field comes back at once.
@InputType()
export class RegistrationInput {
  @Field() @bounded firstName!: string;
  @Field() @bounded lastName!: string;
  @Field() @bounded title!: string;
  @Field() @bounded companyName!: string;
  @Field() @bounded country!: string;
  @Field({ nullable: true }) @IsOptional() @bounded address?: string;
  @Field({ nullable: true }) @IsOptional() @bounded city?: string;
  @Field({ nullable: true }) @IsOptional() @bounded state?: string;
  @Field({ nullable: true }) @IsOptional() @bounded otherRegion?: string;
  @Field({ nullable: true }) @IsOptional() @bounded zipCode?: string;
  @Field({ defaultValue: false }) marketingEmails!: boolean;
  @Field(() => [SpecialRegistrationValueInput], { defaultValue: [] }) specialReg!: SpecialRegistrationValueInput[];
}
