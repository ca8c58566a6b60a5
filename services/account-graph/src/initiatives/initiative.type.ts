import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An action of an initiative, or one of the reader’s other actions (spec 2 §3: actionItemId, actionStatus)' })
export class InitiativeAction {
  @Field(() => ID)
  actionItemId!: string;

  @Field(() => ID, { nullable: true, description: 'The initiative it belongs to; null for an other action' })
  initiativeId!: string | null;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null when it has none' })
  dueDate!: string | null;

  @Field({ description: "'Not started', 'In progress' or 'Completed'" })
  actionStatus!: string;

  @Field({ description: 'ISO date-time of the last status change' })
  updatedAt!: string;
}

@ObjectType({ description: 'A client initiative (spec 2 §3: id, url, actions; clientName, accountName)' })
export class Initiative {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The owner's page of the initiative" })
  url!: string;

  @Field()
  title!: string;

  @Field()
  description!: string;

  @Field(() => [InitiativeAction])
  actions!: InitiativeAction[];

  @Field({ description: "The owner's name" })
  clientName!: string;

  @Field({ description: "The owner's account" })
  accountName!: string;
}

@ObjectType({ description: 'One reader’s initiatives and other actions (spec 2 §3 lists), with whose they are' })
export class Initiatives {
  @Field()
  clientName!: string;

  @Field()
  accountName!: string;

  @Field(() => [Initiative])
  initiatives!: Initiative[];

  @Field(() => [InitiativeAction], { description: 'Actions of no initiative' })
  otherActions!: InitiativeAction[];
}

@ObjectType({ description: "An initiative's dashboard presentation, a PowerPoint file (release_Outcomes_Download_PPT)" })
export class DashboardPresentation {
  @Field()
  fileName!: string;

  @Field()
  contentType!: string;

  @Field({ description: 'The file, base64' })
  contentBase64!: string;
}
