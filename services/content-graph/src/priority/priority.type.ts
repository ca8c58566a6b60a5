import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { FunctionArea } from '../service/function.type.js';

// A function's top priority (spec 1 §1): id PRI…, label, description, path. Other subgraphs may
// reference it by id. Its source object is the priority service's PriorityDto.
@Directive('@key(fields: "id")')
@ObjectType()
export class Priority {
  @Field(() => ID)
  id!: string;

  @Field()
  label!: string;

  @Field()
  description!: string;

  @Field({ description: '/functional-priority/{function slug}/PRI{n}' })
  path!: string;

  @Field(() => FunctionArea)
  function!: FunctionArea;
}
