import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The site-wide alert banner (spec 1 §3, §4).' })
export class AlertBanner {
  @Field(() => ID, { description: 'The alert banner\'s id' })
  id!: string;

  @Field({ description: 'The alert banner\'s title' })
  title!: string;

  @Field({ description: 'The rich-text description, sanitised' })
  descriptionHtml!: string;

  @Field({ description: 'Whether the reader may close the banner' })
  closeButton!: boolean;

  @Field({ description: 'ISO date-time' })
  expiryDate!: string;
}
