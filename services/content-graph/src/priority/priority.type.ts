import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { FunctionArea } from '../service/function.type.js';

// A function's top priority (spec 1 §1): id PRI…, label, description, path. Other subgraphs may
// reference it by id. Its source object is the priority service's PriorityDto.
@Directive('@key(fields: "id")')
@ObjectType({ description: 'A business priority of a function, with the research that serves it' })
export class Priority {
  @Field(() => ID, { description: 'The priority\'s id' })
  id!: string;

  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field({ description: 'The priority\'s description' })
  description!: string;

  @Field({ description: '/functional-priority/{function slug}/PRI{n}' })
  path!: string;

  @Field(() => FunctionArea, { description: 'The business function the priority belongs to' })
  function!: FunctionArea;
}
