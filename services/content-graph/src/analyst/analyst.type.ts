import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'An analyst (author or contributor of research).' })
export class Analyst {
  @Field(() => ID)
  id!: string;

  @Field()
  slug!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'null when the analyst is inactive' })
  title!: string | null;

  @Field(() => String, { nullable: true, description: '/analyst-bio/{slug}/{id}; null when inactive' })
  path!: string | null;

  @Field(() => String, { nullable: true })
  image!: string | null;

  @Field()
  active!: boolean;

  @Field()
  externallyActive!: boolean;

  @Field(() => String, { nullable: true, description: 'The biography; only for an externally active analyst' })
  bio!: string | null;

  @Field(() => [String], { description: 'Research topics the analyst covers (the directory filters on them)' })
  topics!: string[];
}
