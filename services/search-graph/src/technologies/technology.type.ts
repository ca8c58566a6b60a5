import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Technology; the catalogue search returns references ({ id }, TEC…) that the
// gateway resolves there (one batch per page).
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType({ description: 'A technology the research covers, with its category and latest evaluations' })
export class Technology {
  @Field(() => ID)
  id!: string;
}
