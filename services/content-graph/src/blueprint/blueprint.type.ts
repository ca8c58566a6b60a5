import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A solution blueprint as a card of the /blueprint/blueprintCard listing' })
export class BlueprintCard {
  @Field(() => ID, { description: 'The blueprint card\'s id' })
  id!: string;

  @Field({ description: 'The blueprint card\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: '/blueprint/{slug}/{id}; links to it force a full page load (spec 1 §2)' })
  path!: string;

  @Field({ description: 'The blueprint card\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the blueprint card' })
  summary!: string;

  @Field({ description: 'The URL slug of that function' })
  functionSlug!: string;

  @Field({ description: 'The name of the business function it belongs to' })
  functionName!: string;

  @Field({ description: 'Decorative picture (/images/heroes/{id}.svg)' })
  image!: string;
}

@ObjectType({ description: 'One phase of a blueprint: Define, Apply or Accelerate' })
export class BlueprintPhase {
  @Field({ description: 'The phase (Define, Apply, Accelerate)' })
  phase!: string;

  @Field({ description: 'The blueprint phase\'s title' })
  title!: string;

  @Field({ description: 'The blueprint phase\'s description' })
  description!: string;

  @Field(() => [String], { description: 'The steps of this phase' })
  steps!: string[];
}

@ObjectType({ description: "A priority of the blueprint's function" })
export class BlueprintPriority {
  @Field(() => ID, { description: 'The blueprint priority\'s id' })
  id!: string;

  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field({ description: '/functional-priority/{function slug}/{id}' })
  path!: string;
}

@ObjectType({ description: 'A solution blueprint (spec 2 §2): its vision, outcomes and the phases towards them' })
export class Blueprint extends BlueprintCard {
  @Field({ description: 'The vision it works towards' })
  vision!: string;

  @Field(() => [String], { description: 'The outcomes it leads to' })
  outcomes!: string[];

  @Field(() => [BlueprintPhase], { description: 'The phases, in order' })
  phases!: BlueprintPhase[];

  @Field(() => [BlueprintPriority], { description: 'The priorities it serves' })
  priorities!: BlueprintPriority[];
}
