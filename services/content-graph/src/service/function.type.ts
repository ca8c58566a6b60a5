import { Field, ID, ObjectType } from 'type-graphql';

// One of the twelve functions (spec 1 §1), as a priority's owner. Named FunctionArea in code:
// `Function` is JavaScript's own.
@ObjectType('Function', { description: 'A business function (the role a reader works in: CIO, CMO …)' })
export class FunctionArea {
  @Field(() => ID, { description: 'SER…' })
  id!: string;

  @Field({ description: 'The function\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: 'The function\'s name' })
  name!: string;

  @Field({ description: '/functions/{slug}/{id}' })
  path!: string;
}
