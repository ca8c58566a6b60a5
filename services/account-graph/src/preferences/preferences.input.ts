import { PHONE_CALL_CHOICES, RESEARCH_CHOICES, UNSUBSCRIBE_CHOICES, WEBINAR_CHOICES } from '@portal/domain';
import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const oneOf = (choices: readonly string[]) => IsIn([...choices], { message: `Must be one of ${choices.join(', ')}` });

@InputType({ description: 'Every choice of the communication preferences page' })
export class CommunicationPreferencesInput {
  @Field({ description: 'Whether the reader wants to hear about new research' }) @oneOf(RESEARCH_CHOICES) research!: string;
  @Field({ description: 'The webinar' }) @oneOf(WEBINAR_CHOICES) webinar!: string;
  @Field({ description: 'Whether the reader agrees to be called' }) @oneOf(PHONE_CALL_CHOICES) phoneCall!: string;
  @Field({ description: 'Unsubscribe from every communication' }) @oneOf(UNSUBSCRIBE_CHOICES) unsubscribe!: string;
  @Field({ description: 'Whether the reader wants to hear about products and services' }) productsAndServices!: boolean;
  @Field({ description: 'Whether the reader wants to be asked to take research surveys' }) researchSurveys!: boolean;
  @Field({ description: 'Whether the reader wants to hear about events' }) events!: boolean;
}
