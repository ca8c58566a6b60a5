import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: "An author's or followable contributor's topics (spec 3 §3 authorsTopicDetails, contributorTopicDetails)" })
export class AnalystTopicDetails {
  @Field(() => ID, { description: "The analyst's content id (BIO…), as the report lists them" })
  contentId!: string;

  @Field(() => ID, { description: "The analyst service's bio id" })
  analystBioId!: string;

  @Field(() => [String], { description: 'The topics it is tagged with' })
  topics!: string[];
}
