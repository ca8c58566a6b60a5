import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: "The signed-in user's profile (spec 1 §3); empty strings for what is not filled in." })
export class Profile {
  @Field(() => ID, { description: 'The user id' })
  id!: string;

  @Field({ description: 'E-mail address' })
  emailAddress!: string;

  @Field({ description: 'Signed in through single sign-on' })
  isSSO!: boolean;

  @Field({ description: 'The name of the reader\'s company account' }) accountName!: string;
  @Field({ description: 'City' }) city!: string;
  @Field({ description: 'ISO 3166-1 alpha-2 code' }) countryCode!: string;
  @Field({ description: 'Phone extension' }) extension!: string;
  @Field({ description: 'First name' }) firstName!: string;
  @Field({ description: 'Job title' }) jobTitle!: string;
  @Field({ description: 'Last name' }) lastName!: string;
  @Field({ description: 'Region, when the country has no states to choose from' }) otherRegion!: string;
  @Field({ description: 'As stored: digits grouped 3.3.rest' }) phoneNumber!: string;
  @Field({ description: 'Postal code' }) postalCode!: string;
  @Field({ description: 'Dr., Miss, Mr., Mrs., Ms. or empty' }) prefix!: string;
  @Field({ description: 'State or province' }) state!: string;
  @Field({ description: 'Street address' }) street!: string;
  @Field({ description: 'Second line of the street address' }) streetSecondLine!: string;
}

@ObjectType({ description: 'A special registration field (spec 1 §3)' })
export class SpecialRegistrationField {
  @Field({ description: 'The special registration field\'s name' }) name!: string;
  @Field({ description: 'Whether it must be filled in' }) required!: boolean;
  @Field({ description: 'The answer already given, if any' }) value!: string;
}

@ObjectType({ description: 'A country the reader may choose' })
export class Country {
  @Field({ description: 'ISO 3166-1 alpha-2 code' }) code!: string;
  @Field({ description: 'The country\'s name' }) name!: string;
}
