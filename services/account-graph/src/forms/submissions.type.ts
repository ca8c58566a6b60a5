import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A form sent to the provider, with its delivery state (for staff)' })
export class FormSubmission {
  @Field(() => ID, { description: 'The id of the submission' }) submissionId!: string;
  @Field({ description: 'contact, inquiry or briefing' }) kind!: string;
  @Field({ description: 'The contact type, the inquiry form chosen, or the briefing type' }) label!: string;
  @Field({ description: 'The subject' }) subject!: string;
  @Field(() => String, { nullable: true, description: "The reader's user id; null for a visitor" }) userId!: string | null;
  @Field({ description: 'E-mail address' }) email!: string;
  @Field({ description: 'ISO date-time' }) submittedAt!: string;
  @Field({ description: 'queued or delivered' }) deliveryState!: string;
  @Field(() => Int, { description: 'How many times delivery was tried' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'ISO date-time; null until delivered' }) deliveredAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' }) lastError!: string | null;
}

@ObjectType({ description: 'One page of submissions, newest first' })
export class FormSubmissionPage {
  @Field(() => [FormSubmission], { description: 'The items of this page' }) items!: FormSubmission[];
  @Field(() => Int, { description: 'The page returned, from 1' }) page!: number;
  @Field(() => Int, { description: 'How many pages there are' }) pagesTotal!: number;
  @Field(() => Int, { description: 'How many there are, over all pages' }) total!: number;
}
