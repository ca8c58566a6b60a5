import { Field, ID, ObjectType } from 'type-graphql';
import { AssistantCitation } from './assistant.type.js';

@ObjectType({ description: 'A piece of the assistant\'s answer as it streams (spec 2 §4: a reply streams in and ends with streaming off)' })
export class AssistantAnswerEvent {
  @Field({ description: 'Text to append to the answer (empty for the other events)' })
  text!: string;

  @Field(() => [AssistantCitation], { description: 'What this piece rests on' })
  citations!: AssistantCitation[];

  @Field({ description: 'The question must not be answered: empty the answer (spec 2 §4)' })
  blocked!: boolean;

  @Field({ description: 'The report does not cover the question; the text says so' })
  declined!: boolean;

  @Field({ description: 'The answer is complete: streaming off' })
  done!: boolean;

  @Field(() => ID, { nullable: true, description: 'On the last event: the entry as the chat keeps it' })
  promptId!: string | null;
}
