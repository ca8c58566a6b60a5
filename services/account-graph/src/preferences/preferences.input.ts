import { PHONE_CALL_CHOICES, RESEARCH_CHOICES, UNSUBSCRIBE_CHOICES, WEBINAR_CHOICES } from '@portal/domain';
import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const oneOf = (choices: readonly string[]) => IsIn([...choices], { message: `Must be one of ${choices.join(', ')}` });

@InputType({ description: 'Every choice of the communication preferences page' })
export class CommunicationPreferencesInput {
  @Field() @oneOf(RESEARCH_CHOICES) research!: string;
  @Field({ description: 'The webinar' }) @oneOf(WEBINAR_CHOICES) webinar!: string;
  @Field() @oneOf(PHONE_CALL_CHOICES) phoneCall!: string;
  @Field() @oneOf(UNSUBSCRIBE_CHOICES) unsubscribe!: string;
  @Field() productsAndServices!: boolean;
  @Field() researchSurveys!: boolean;
  @Field() events!: boolean;
}
