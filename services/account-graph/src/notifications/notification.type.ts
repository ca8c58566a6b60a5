import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A header notification of the signed-in user (spec 3 §3: id, isRead).' })
export class Notification {
  @Field(() => ID, { description: 'The notification\'s id' })
  id!: string;

  @Field({ description: 'The notification\'s title' })
  title!: string;

  @Field({ description: 'The message text' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'A portal path to open, when there is one' })
  link!: string | null;

  @Field({ description: 'Whether the reader has read it' })
  isRead!: boolean;

  @Field({ description: 'ISO date-time' })
  createdAt!: string;
}
