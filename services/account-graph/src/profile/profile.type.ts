import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: "The signed-in user's profile (spec 1 §3); empty strings for what is not filled in." })
export class Profile {
  @Field(() => ID, { description: 'The user id' })
  id!: string;

  @Field({ description: 'E-mail address' })
  emailAddress!: string;

  @Field({ description: 'Signed in through single sign-on' })
  isSSO!: boolean;

  @Field() accountName!: string;
  @Field() city!: string;
  @Field({ description: 'ISO 3166-1 alpha-2 code' }) countryCode!: string;
  @Field() extension!: string;
  @Field() firstName!: string;
  @Field() jobTitle!: string;
  @Field() lastName!: string;
  @Field() otherRegion!: string;
  @Field({ description: 'As stored: digits grouped 3.3.rest' }) phoneNumber!: string;
  @Field() postalCode!: string;
  @Field({ description: 'Dr., Miss, Mr., Mrs., Ms. or empty' }) prefix!: string;
  @Field() state!: string;
  @Field() street!: string;
  @Field() streetSecondLine!: string;
}

@ObjectType({ description: 'A special registration field (spec 1 §3)' })
export class SpecialRegistrationField {
  @Field() name!: string;
  @Field() required!: boolean;
  @Field() value!: string;
}

@ObjectType()
export class Country {
  @Field({ description: 'ISO 3166-1 alpha-2 code' }) code!: string;
  @Field() name!: string;
}
