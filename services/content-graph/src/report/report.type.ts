import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { Figure } from '../figure/figure.type.js';
import { AnalystTopicDetails } from './analyst-topic-details.type.js';
import { ReportSection } from './report-section.type.js';
import { TocSection } from './toc-section.type.js';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A research report.' })
export class Report {
  @Field(() => ID, { description: 'The report\'s id' })
  id!: string;

  @Field({ description: 'The report\'s URL slug, part of its web address' })
  slug!: string;

  @Field({ description: '/report/{slug}/{id}' })
  path!: string;

  @Field({ description: 'The report\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the report' })
  summary!: string;

  @Field({ description: 'The kind of research (report, data, playbook …)' })
  ipType!: string;

  @Field({ description: 'YYYY-MM-DD' })
  publishedDate!: string;

  @Field(() => Int, { description: 'minutes' })
  readTime!: number;

  @Field({ description: "Whether the caller may read it (the subscription's entitlements); false shows it locked" })
  hasAccess!: boolean;

  @Field({ description: 'Read by a reprints or preview token (spec 3 §3 isReprints): the page reads in reprints mode (spec 3 §4)' })
  isReprints!: boolean;

  @Field(() => [Analyst], { description: 'The analysts who wrote it, by name' })
  authors!: Analyst[];

  @Field(() => [Analyst], { description: 'The analysts who contributed, besides the authors' })
  contributors!: Analyst[];

  @Field(() => [ID], { description: 'Ids of the contributors that show a follow button (spec 3 §3 hasFollowButton); authors always do' })
  contributorIdsWithFollowButton!: string[];

  @Field(() => [String], { description: "The report's topics (spec 3 §3 content common state)" })
  topics!: string[];

  @Field(() => [AnalystTopicDetails], { description: "Its authors' topics; empty while release_Report_Redesign is off" })
  authorsTopicDetails!: AnalystTopicDetails[];

  @Field(() => [AnalystTopicDetails], { description: "The topics of its contributors that show a follow button; empty while release_Report_Redesign is off" })
  contributorTopicDetails!: AnalystTopicDetails[];

  @Field({ description: 'A data report: its figures come from a survey (spec 3 §3 isDataReport)' })
  isDataReport!: boolean;

  @Field(() => String, { nullable: true, description: 'The technology category or market a Wave evaluates; null for every other type (spec 3 §3)' })
  techCatMarket!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The body of a report from before the block format, as sanitised HTML with the reader's id filled in (spec 3 §3, §9); null when none",
  })
  archiveHtml!: string | null;

  @Field(() => [TocSection], { description: 'The table of contents' })
  tableOfContents!: TocSection[];

  @Field(() => [ReportSection], { description: 'The sections of its text, in order' })
  sections!: ReportSection[];

  @Field(() => [Figure], { description: 'in body order' })
  figures!: Figure[];
}
