import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Communication preferences as the page shows them (the mapping of spec 1 §4)' })
export class CommunicationPreferences {
  @Field(() => ID, { description: 'The user id' })
  id!: string;

  @Field({ description: 'never | whenPublished | weekly (research and reports consent, ids 3 and 4)' })
  research!: string;

  @Field({ description: 'weekly | off (id 8)' })
  webinar!: string;

  @Field({ description: 'allow | restrict (id 10)' })
  phoneCall!: string;

  @Field({ description: 'subscribe | unsubscribe (id 6)' })
  unsubscribe!: string;

  @Field({ description: 'Products and services (id 1)' })
  productsAndServices!: boolean;

  @Field({ description: 'Research surveys (id 2)' })
  researchSurveys!: boolean;

  @Field({ description: 'Events (id 13)' })
  events!: boolean;
}
