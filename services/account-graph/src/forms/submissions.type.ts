import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A form sent to the provider, with its delivery state (for staff)' })
export class FormSubmission {
  @Field(() => ID) submissionId!: string;
  @Field({ description: 'contact, inquiry or briefing' }) kind!: string;
  @Field({ description: 'The contact type, the inquiry form chosen, or the briefing type' }) label!: string;
  @Field() subject!: string;
  @Field(() => String, { nullable: true, description: "The reader's user id; null for a visitor" }) userId!: string | null;
  @Field() email!: string;
  @Field({ description: 'ISO date-time' }) submittedAt!: string;
  @Field({ description: 'queued or delivered' }) deliveryState!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true, description: 'ISO date-time; null until delivered' }) deliveredAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' }) lastError!: string | null;
}

@ObjectType({ description: 'One page of submissions, newest first' })
export class FormSubmissionPage {
  @Field(() => [FormSubmission]) items!: FormSubmission[];
  @Field(() => Int) page!: number;
  @Field(() => Int) pagesTotal!: number;
  @Field(() => Int) total!: number;
}
