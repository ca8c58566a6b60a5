import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { ContentEntity } from '../content/content-entity.type.js';

@ObjectType({ description: 'A step of a playbook' })
export class PlaybookChapter {
  @Field(() => ID, { description: 'The playbook chapter\'s id' })
  id!: string;

  @Field({ description: 'The playbook chapter\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the playbook chapter' })
  summary!: string;
}

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A research playbook (spec 3 §3 "Playbook card"), its card fields and its detail page' })
export class Playbook extends ContentEntity {
  @Field({ description: '/playbook/{slug}/{id}' })
  url!: string;

  @Field({ description: 'The playbook\'s title' })
  playbookTitle!: string;

  @Field({ description: 'The playbook\'s description' })
  playbookDescription!: string;

  @Field({ description: 'Cover image path (/images/playbooks/{id}.svg)' })
  playbookImage!: string;

  @Field(() => String, { nullable: true, description: 'The banner of a playbook from before the redesign; used when there is no playbookImage' })
  legacyPlaybookImage!: string | null;

  @Field({ description: 'Shown above the title: the function the playbook serves' })
  eyebrow!: string;

  @Field({ description: 'Publication day, YYYY-MM-DD' })
  date!: string;

  @Field({ description: "Tab id: 'imperative', 'marketingStrategy' or 'technologyIndustryManagement'" })
  category!: string;

  @Field(() => Int, { description: 'minutes' })
  readTime!: number;

  @Field(() => [Analyst], { description: 'The analysts who wrote it, by name' })
  authors!: Analyst[];

  @Field(() => [String], { description: 'The topics it is tagged with' })
  topics!: string[];

  @Field(() => [PlaybookChapter], { description: 'The chapters, in order' })
  chapters!: PlaybookChapter[];
}
