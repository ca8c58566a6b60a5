import type { SearchQuery } from '@portal/domain';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Figure } from '../figure/figure.type.js';
import { Report } from '../report/report.type.js';
import { Webinar } from '../webinar/webinar.type.js';
import { ContentItem } from '../content-item/content-item.type.js';
import { PageOf } from '../paging/page.type.js';

@ObjectType({ description: 'One search hit. Reports, figures and webinars also come as entity references resolved by content-graph.' })
export class SearchCard {
  @Field(() => ID, { description: 'The id of the piece of content (report RES…, webinar WEB…)' })
  contentId!: string;

  @Field({ description: 'research, stories, playbook, blog, survey, webinar, forum, external, podcast, tool, video or figure' })
  contentType!: string;

  @Field({ description: 'The search card\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the search card' })
  summary!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field(() => String, { description: 'The kind of research (report, data, playbook …)', nullable: true })
  ipType!: string | null;

  @Field({ description: 'Where the content is read, e.g. /report/{slug}/{id}' })
  path!: string;

  @Field(() => Int, { nullable: true, description: 'minutes' })
  readTime!: number | null;

  @Field(() => Report, { nullable: true, description: 'The report, for research and stories hits' })
  report!: { id: string } | null;

  @Field(() => Figure, { nullable: true, description: 'The figure, for Charts & Figures hits' })
  figure!: { id: string } | null;

  @Field(() => Webinar, { nullable: true, description: 'The webinar, for webinar and peer discussion (forum) hits' })
  webinar!: { id: string } | null;

  @Field(() => ContentItem, { nullable: true, description: 'The survey, playbook, blog, podcast or tool of such a hit' })
  content!: { id: string } | null;
}

@ObjectType({ description: 'One value of a search facet and how many results have it' })
export class FacetBucket {
  @Field({ description: 'The value' })
  key!: string;

  @Field(() => Int, { description: 'How many' })
  count!: number;
}

@ObjectType({ description: 'An aggregation over the whole result set (industry, geography, ipType, …)' })
export class Facet {
  @Field({ description: 'The facet\'s name' })
  name!: string;

  @Field(() => [FacetBucket], { description: 'The values and their counts' })
  buckets!: FacetBucket[];
}

@ObjectType({ description: 'A misspelled query corrected by the engine' })
export class FuzzyCorrection {
  @Field({ description: 'The corrected query' })
  value!: string;

  @Field({ description: "e.g. 'Showing results for \"customer experience\"'" })
  message!: string;
}

@ObjectType({ description: 'One page of a search (spec 2 §3 search state)' })
export class SearchResults extends PageOf(SearchCard) {
  @Field(() => [Facet], { description: 'The facets of the results, with counts' })
  aggregations!: Facet[];

  @Field(() => FuzzyCorrection, { nullable: true, description: 'null unless a misspelled term was corrected' })
  fuzzy!: FuzzyCorrection | null;

  @Field({ description: 'The query as searched (trimmed)' })
  query!: string;

  /** Not a field: the normalised search, for the All-tab previews (spotlight, charts and figures). */
  searchQuery?: SearchQuery;
}
