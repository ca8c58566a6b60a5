import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A header notification of the signed-in user (spec 3 §3: id, isRead).' })
export class Notification {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  message!: string;

  @Field(() => String, { nullable: true, description: 'A portal path to open, when there is one' })
  link!: string | null;

  @Field()
  isRead!: boolean;

  @Field({ description: 'ISO date-time' })
  createdAt!: string;
}
