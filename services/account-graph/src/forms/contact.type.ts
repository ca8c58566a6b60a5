import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The header of a contact form type (spec 1 §3: ids 9, 10, 13, 16, 26)' })
export class ContactFormHeader {
  @Field(() => Int, { description: 'The contact form header\'s id' })
  id!: number;

  @Field({ description: 'The contact form header\'s title' })
  title!: string;

  @Field({ description: 'The contact form header\'s description' })
  description!: string;
}

@ObjectType({ description: 'A contact form, stored and queued for the provider' })
export class ContactSubmission {
  @Field(() => ID, { description: 'The created contact id (spec 1 §3)' })
  contactId!: string;
}
