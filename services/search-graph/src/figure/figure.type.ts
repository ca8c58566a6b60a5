import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Figure; search-graph returns references ({ id }, the figure's content id
// `RES…-figure-N`) from Charts & Figures results, which the gateway resolves there.
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class Figure {
  @Field(() => ID, { description: 'The figure\'s id' })
  id!: string;
}
