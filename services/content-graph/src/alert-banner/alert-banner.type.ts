import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The site-wide alert banner (spec 1 §3, §4).' })
export class AlertBanner {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field({ description: 'The rich-text description, sanitised' })
  descriptionHtml!: string;

  @Field()
  closeButton!: boolean;

  @Field({ description: 'ISO date-time' })
  expiryDate!: string;
}
