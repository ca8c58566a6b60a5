import { Directive, Field, ID, ObjectType } from 'type-graphql';

// content-graph owns Playbook and Survey; the listings return references ({ id }), which the
// gateway resolves there (one batch per page).
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class Playbook {
  @Field(() => ID, { description: 'The playbook\'s id' })
  id!: string;
}

@Directive('@key(fields: "id", resolvable: false)')
@ObjectType()
export class Survey {
  @Field(() => ID, { description: 'The survey\'s id' })
  id!: string;
}
