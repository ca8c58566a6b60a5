import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsBoolean, Matches } from 'class-validator';

@ObjectType({ description: 'A newsletter and whether the signed-in user receives it (/my-account/newsletters).' })
export class Newsletter {
  @Field(() => ID, { description: 'The newsletter\'s id' })
  id!: string;

  @Field({ description: 'The newsletter\'s name' })
  name!: string;

  @Field({ description: 'The newsletter\'s description' })
  description!: string;

  @Field({ description: 'Weekly, Monthly…' })
  frequency!: string;

  @Field({ description: 'Whether the reader is subscribed' })
  subscribed!: boolean;
}

@InputType({ description: 'One newsletter and whether the reader wants it' })
export class NewsletterSubscriptionInput {
  @Field(() => ID, { description: 'The newsletter\'s id' })
  @Matches(/^[a-z0-9-]{1,64}$/, { message: 'Invalid newsletter id' })
  id!: string;

  @Field({ description: 'Whether the reader wants this newsletter' })
  @IsBoolean()
  subscribed!: boolean;
}
