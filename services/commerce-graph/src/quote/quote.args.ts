import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class RequestAQuoteArgs {
  // The rules (required, at most 4000 characters) are the service's; its message reaches the page.
  @Field({ description: 'The request-a-quote body (spec 3 §3: raqMessage)' })
  raqMessage!: string;
}
