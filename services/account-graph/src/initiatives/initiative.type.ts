import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An action of an initiative, or one of the reader’s other actions (spec 2 §3: actionItemId, actionStatus)' })
export class InitiativeAction {
  @Field(() => ID, { description: 'The action item\'s id' })
  actionItemId!: string;

  @Field(() => ID, { nullable: true, description: 'The initiative it belongs to; null for an other action' })
  initiativeId!: string | null;

  @Field({ description: 'The initiative action\'s title' })
  title!: string;

  @Field({ description: 'The initiative action\'s description' })
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
  @Field(() => ID, { description: 'The initiative\'s id' })
  id!: string;

  @Field({ description: "The owner's page of the initiative" })
  url!: string;

  @Field({ description: 'The initiative\'s title' })
  title!: string;

  @Field({ description: 'The initiative\'s description' })
  description!: string;

  @Field(() => [InitiativeAction], { description: 'The action items' })
  actions!: InitiativeAction[];

  @Field({ description: "The owner's name" })
  clientName!: string;

  @Field({ description: "The owner's account" })
  accountName!: string;
}

@ObjectType({ description: 'One reader’s initiatives and other actions (spec 2 §3 lists), with whose they are' })
export class Initiatives {
  @Field({ description: 'The client\'s name' })
  clientName!: string;

  @Field({ description: 'The name of the reader\'s company account' })
  accountName!: string;

  @Field(() => [Initiative], { description: 'The initiatives' })
  initiatives!: Initiative[];

  @Field(() => [InitiativeAction], { description: 'Actions of no initiative' })
  otherActions!: InitiativeAction[];
}

@ObjectType({ description: "An initiative's dashboard presentation, a PowerPoint file (release_Outcomes_Download_PPT)" })
export class DashboardPresentation {
  @Field({ description: 'The name to save the file under' })
  fileName!: string;

  @Field({ description: 'The file\'s MIME type' })
  contentType!: string;

  @Field({ description: 'The file, base64' })
  contentBase64!: string;
}
