import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsBoolean, Matches } from 'class-validator';

@ObjectType({ description: 'A newsletter and whether the signed-in user receives it (/my-account/newsletters).' })
export class Newsletter {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field({ description: 'Weekly, Monthly…' })
  frequency!: string;

  @Field()
  subscribed!: boolean;
}

@InputType()
export class NewsletterSubscriptionInput {
  @Field(() => ID)
  @Matches(/^[a-z0-9-]{1,64}$/, { message: 'Invalid newsletter id' })
  id!: string;

  @Field()
  @IsBoolean()
  subscribed!: boolean;
}
