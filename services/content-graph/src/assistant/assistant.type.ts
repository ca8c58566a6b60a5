import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A passage an answer rests on: the report, its section, and the words quoted' })
export class AssistantCitation {
  @Field(() => ID, { description: '`{contentId}:{sectionId}:{index}`' })
  passageId!: string;

  @Field(() => ID, { description: 'The report cited (RES…); `report` resolves it' })
  contentId!: string;

  @Field({ description: 'The section (its anchor on the report page); empty before the first section' })
  sectionId!: string;

  @Field({ description: 'The title of the section cited' })
  sectionTitle!: string;

  @Field({ description: 'The words of the passage the answer rests on' })
  quote!: string;
}

@ObjectType({ description: 'A question to the assistant and its answer, as the chat keeps it (spec 2 §3 "AI chat history entry")' })
export class AssistantEntry {
  @Field(() => ID, { description: 'The id of the question' })
  promptId!: string;

  @Field({ description: 'The question' })
  prompt!: string;

  @Field({ description: 'The answer; empty when it was blocked or the report had nothing to say' })
  response!: string;

  @Field({ description: 'ISO date-time' })
  promptDate!: string;

  @Field(() => [AssistantCitation], { description: 'The passages the answer cites' })
  citations!: AssistantCitation[];

  @Field({ description: 'The answer was withheld (spec 2 §4: a blocked chunk empties it)' })
  blocked!: boolean;

  @Field(() => String, { nullable: true, description: "The reader's thumbs: up, down, or null" })
  feedback!: string | null;
}

@ObjectType({ description: "The reader's chat about one report, oldest question first" })
export class AssistantChat {
  @Field(() => ID, { description: '`{contentId}.{userId}`' })
  chatId!: string;

  @Field(() => [AssistantEntry], { description: 'The entries of this page' })
  entries!: AssistantEntry[];

  @Field(() => Int, { description: 'The page returned, from 1' })
  page!: number;

  @Field(() => Int, { description: 'How many pages there are' })
  totalPages!: number;

  @Field(() => Int, { description: 'How many entries there are, over all pages' })
  totalEntries!: number;
}
