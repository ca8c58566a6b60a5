// Inputs of the insights listings (spec 2 §2, §4, §9). Tabs are checked against the domain's tables:
// a tab the page does not offer is the caller's mistake (400), not an empty list.
import { IsDivisibleBy, IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import {
  BUYER_INSIGHTS_FIRST, BUYER_INSIGHTS_MORE, BUYER_INSIGHT_FUNCTIONS, DATA_SNAPSHOT_TABS, FORECAST_SORTS, FORECAST_TABS,
  LATEST_RESEARCH_TABS, MARKET_INSIGHTS_SERVICES, PHASE_TABS, PRIORITY_ID_PATTERN,
} from '@portal/domain';
import { AccessPageInput, PagingArg } from '../paging/page.input.js';

export const MAX_KEYWORD_LENGTH = 500;
/** Buyer insights go on in steps of 3 after the first 9, so offsets are multiples of 3. */
export const MAX_BUYER_INSIGHTS_OFFSET = 3000;

const LATEST_TABS = LATEST_RESEARCH_TABS.map((tab) => tab.slug);
const FORECAST_TAB_IDS = FORECAST_TABS.map((tab) => tab.id);
const SNAPSHOT_TAB_IDS = DATA_SNAPSHOT_TABS.map((tab) => tab.id);
const PHASE_IDS = PHASE_TABS.map((tab) => tab.id);
const SERVICE_SLUGS = MARKET_INSIGHTS_SERVICES.map((service) => service.slug);
const serviceMessage = `service must be one of ${SERVICE_SLUGS.join(', ')}`;

@InputType({ description: '/insights/latest-research/{tab}: 10 per page, newest first' })
export class LatestResearchInput extends AccessPageInput {
  @Field(() => String, { description: 'all, reports, tools, webinars or podcasts' })
  @IsIn(LATEST_TABS, { message: 'tab must be one of all, reports, tools, webinars, podcasts' })
  tab!: string;
}

@InputType({ description: '/insights/forecasts/{tabId?}: 10 per page' })
export class ForecastsInput extends AccessPageInput {
  @Field(() => String, { nullable: true, description: 'all (default), work, technology, marketing, healthcare, financial-services or retail' })
  @IsOptional()
  @IsIn(FORECAST_TAB_IDS, { message: `tab must be one of ${FORECAST_TAB_IDS.join(', ')}` })
  tab?: string | null;

  @Field(() => String, { nullable: true, description: 'The keyword box' })
  @IsOptional()
  @MaxLength(MAX_KEYWORD_LENGTH, { message: `The keyword must be ${MAX_KEYWORD_LENGTH} characters or fewer` })
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'date or relevance; default relevance with a keyword, date without' })
  @IsOptional()
  @IsIn(FORECAST_SORTS.map((sort) => sort.value), { message: 'sortType must be date or relevance' })
  sortType?: 'date' | 'relevance' | null;
}

@InputType({ description: '/insights/customer-data-and-insights: 9 per page, the last 730 days, most relevant first' })
export class DataSnapshotsInput extends AccessPageInput {
  @Field(() => String, { nullable: true, description: 'business-buyer (default) or consumer' })
  @IsOptional()
  @IsIn(SNAPSHOT_TAB_IDS, { message: 'tab must be business-buyer or consumer' })
  tab?: string | null;
}

@InputType({ description: 'Buyer insights of a market: the first 9, then 3 at a time' })
export class BuyerInsightsInput {
  @Field(() => String, { description: 'technology, b2b or consumer-and-digital' })
  @IsIn(SERVICE_SLUGS, { message: serviceMessage })
  service!: string;

  @Field(() => String, { nullable: true, description: 'One of the 11 functions; null for All' })
  @IsOptional()
  @IsIn([...BUYER_INSIGHT_FUNCTIONS], { message: 'function must be one of the buyer insight functions' })
  function?: string | null;

  @PagingArg(0, MAX_BUYER_INSIGHTS_OFFSET, `Cards already shown: 0 (default) gives ${BUYER_INSIGHTS_FIRST}, then ${BUYER_INSIGHTS_MORE} at a time`)
  @IsDivisibleBy(BUYER_INSIGHTS_MORE, { message: `offset must be a multiple of ${BUYER_INSIGHTS_MORE}` })
  offset?: number | null;
}

@InputType({ description: 'Analyst relations research of a market by phase (spec 2 §7)' })
export class AnalystRelationsInput extends AccessPageInput {
  @Field(() => String, { description: 'technology, b2b or consumer-and-digital' })
  @IsIn(SERVICE_SLUGS, { message: serviceMessage })
  service!: string;

  @Field(() => String, { nullable: true, description: 'define (default), apply or accelerate' })
  @IsOptional()
  @IsIn(PHASE_IDS, { message: 'phase must be define, apply or accelerate' })
  phase?: string | null;
}

@InputType({ description: 'Further research of a priority by phase (Define, Apply, Accelerate)' })
export class PriorityResearchInput extends AccessPageInput {
  @Field(() => String, { description: 'PRI…' })
  @Matches(PRIORITY_ID_PATTERN, { message: 'priorityId must be PRI followed by digits' })
  priorityId!: string;

  @Field(() => String, { nullable: true, description: 'define (default), apply or accelerate' })
  @IsOptional()
  @IsIn(PHASE_IDS, { message: 'phase must be define, apply or accelerate' })
  phase?: string | null;
}

@ArgsType()
export class MarketInsightsArgs {
  @Field(() => String, { description: 'technology, b2b or consumer-and-digital' })
  @IsIn(SERVICE_SLUGS, { message: serviceMessage })
  service!: string;
}
