import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A solution blueprint as a card of the /blueprint/blueprintCard listing' })
export class BlueprintCard {
  @Field(() => ID)
  id!: string;

  @Field()
  slug!: string;

  @Field({ description: '/blueprint/{slug}/{id}; links to it force a full page load (spec 1 §2)' })
  path!: string;

  @Field()
  title!: string;

  @Field()
  summary!: string;

  @Field()
  functionSlug!: string;

  @Field()
  functionName!: string;

  @Field({ description: 'Decorative picture (/images/heroes/{id}.svg)' })
  image!: string;
}

@ObjectType({ description: 'One phase of a blueprint: Define, Apply or Accelerate' })
export class BlueprintPhase {
  @Field()
  phase!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => [String])
  steps!: string[];
}

@ObjectType({ description: "A priority of the blueprint's function" })
export class BlueprintPriority {
  @Field(() => ID)
  id!: string;

  @Field()
  label!: string;

  @Field({ description: '/functional-priority/{function slug}/{id}' })
  path!: string;
}

@ObjectType({ description: 'A solution blueprint (spec 2 §2): its vision, outcomes and the phases towards them' })
export class Blueprint extends BlueprintCard {
  @Field()
  vision!: string;

  @Field(() => [String])
  outcomes!: string[];

  @Field(() => [BlueprintPhase])
  phases!: BlueprintPhase[];

  @Field(() => [BlueprintPriority])
  priorities!: BlueprintPriority[];
}
