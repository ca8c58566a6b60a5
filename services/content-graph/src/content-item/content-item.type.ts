import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A survey, playbook, blog, podcast or tool, as its card shows it.' })
export class ContentItem {
  @Field(() => ID, { description: 'The content item\'s id' })
  id!: string;

  @Field({ description: 'survey, playbook, blog, podcast or tool' })
  contentType!: string;

  @Field({ description: 'The content item\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the content item' })
  summary!: string;

  @Field({ description: 'Where it is read, e.g. /playbook/{slug}/{id}' })
  path!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field(() => Int, { nullable: true, description: 'minutes to read, or to listen for a podcast' })
  readTime!: number | null;

  @Field(() => String, { nullable: true, description: 'Playbook tab id, tool badge (Toolkit, Template…) or podcast series' })
  category!: string | null;

  @Field(() => [Analyst], { description: 'The analysts who wrote it, by name' })
  authors!: Analyst[];

  @Field(() => String, { nullable: true, description: 'business or consumer; surveys only' })
  surveyType!: string | null;

  @Field(() => Int, { nullable: true, description: 'surveys only' })
  respondents!: number | null;
}
