import { Directive, Field, ID, ObjectType } from 'type-graphql';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'An analyst (author or contributor of research).' })
export class Analyst {
  @Field(() => ID, { description: 'The analyst\'s id' })
  id!: string;

  @Field({ description: 'The analyst\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: 'First name' })
  firstName!: string;

  @Field({ description: 'Last name' })
  lastName!: string;

  @Field({ description: 'Full name' })
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'null when the analyst is inactive' })
  title!: string | null;

  @Field(() => String, { nullable: true, description: '/analyst-bio/{slug}/{id}; null when inactive' })
  path!: string | null;

  @Field(() => String, { description: 'The URL of its image', nullable: true })
  image!: string | null;

  @Field({ description: 'Whether the analyst still works here' })
  active!: boolean;

  @Field({ description: 'Whether the analyst is shown to clients' })
  externallyActive!: boolean;

  @Field(() => String, { nullable: true, description: 'The biography; only for an externally active analyst' })
  bio!: string | null;

  @Field(() => [String], { description: 'Research topics the analyst covers (the directory filters on them)' })
  topics!: string[];
}
