import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Technology; the catalogue search returns references ({ id }, TEC…) that the
// gateway resolves there (one batch per page).
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class Technology {
  @Field(() => ID)
  id!: string;
}
