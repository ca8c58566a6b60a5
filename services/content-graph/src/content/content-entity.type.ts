import { Field, ID, ObjectType } from 'type-graphql';

/**
 * What an item of a content service (a playbook, webinar or survey) is known by: its
 * content id, which is also its GraphQL id and federation key, and the slug of its page's path.
 * Not in the schema itself: each entity that extends it is.
 */
@ObjectType()
export abstract class ContentEntity {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Its content id (the same as id), as the content services know it' })
  contentId!: string;

  @Field({ description: "The slug of its page's path, part of its web address" })
  slug!: string;
}
