// Surveys (spec 3 §3 "Survey"), SUS{100000 + i}: business surveys of decision makers and consumer
// surveys of online adults, with their respondents and methodology.
import { contentPath, slugify } from '@portal/domain';
import type { CorpusConfig } from '../config.js';
import type { ReportFacets } from '../facets.js';
import { Rng } from '../random.js';
import { listOf, titleCase } from '../text.js';
import { FACET_GEOGRAPHIES, FUNCTION_SERVICE, GLOBAL_GEOGRAPHY } from '../vocabulary/facets.js';
import { REGIONS } from '../vocabulary/phrases.js';
import { contentCount, contentItemId } from './counts.js';
import { DAY_MS, drawSubject, publishedDay, subjectFacets, withThousands } from './subject.js';

export type SurveyType = 'business' | 'consumer';

export interface CorpusSurvey extends ReportFacets {
  id: string;
  contentId: string;
  slug: string;
  path: string;
  shortTitle: string;
  officialSurveyName: string;
  summary: string;
  /** YYYY-MM-DD */
  datePublished: string;
  respondents: number;
  surveyType: SurveyType;
  methodologyDescription: string;
  pleaseNote: string;
  functionSlug: string;
  priorityIds: string[];
  topics: string[];
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
/** 'January' for 0: the fieldwork months of the methodology text. */
const nameOfMonth = (month: number): string => monthName.format(Date.UTC(2000, month, 1));

export function surveyCount(config: CorpusConfig): number {
  return contentCount('survey', config.size);
}

/**
 * Surveys with index % 4 < 2 (a business and a consumer one in every four) are recent when an
 * anchor (the seeding day) is given: published 0..RECENT_SURVEY_MAX_AGE_DAYS days before it, so the
 * survey listing's 30-day default (spec 3 §9) always has something on both tabs. Without an anchor
 * every survey keeps its day in the fixed window.
 */
export const RECENT_SURVEY_MAX_AGE_DAYS = 20;

export function isRecentSurvey(index: number): boolean {
  return index % 4 < 2;
}

export function survey(config: CorpusConfig, index: number, anchor?: Date): CorpusSurvey {
  const count = surveyCount(config);
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`Survey index ${index} is outside the corpus (${count} surveys)`);
  }
  const rng = new Rng(config.seed, 'survey', index);
  const subject = drawSubject(rng);
  // Alternating by index, so both survey tabs have content in every corpus.
  const surveyType: SurveyType = index % 2 === 0 ? 'business' : 'consumer';
  const consumer = surveyType === 'consumer';
  const fixedDay = publishedDay(rng);
  const datePublished = anchor && isRecentSurvey(index) ? recentDay(anchor, index) : fixedDay;
  const year = Number(datePublished.slice(0, 4));
  const topic = titleCase(rng.pick(subject.topics));
  const respondents = consumer ? rng.int(40, 120) * 100 : rng.int(8, 45) * 50;
  const region = consumer ? rng.pick(REGIONS) : rng.pick(['North America', 'Europe', 'North America and Europe', 'six countries']);
  const people = consumer ? `online adults in ${region}` : `${subject.fn.respondents} in ${region}`;
  const month = rng.int(0, 9);
  const shortTitle = `${topic} ${consumer ? 'Consumer' : 'Business'} Survey, ${year}`;
  const officialSurveyName = `Meridian's ${consumer ? 'Consumer Technographics®' : 'Business Technographics®'} ${topic} Survey, ${year}`;
  const slug = slugify(shortTitle);
  const id = contentItemId('survey', index);
  const service = FUNCTION_SERVICE[subject.fn.slug];
  return {
    id,
    contentId: id,
    slug,
    path: contentPath(id, slug),
    shortTitle,
    officialSurveyName,
    summary: `What ${withThousands(respondents)} ${people} told us about ${listOf(subject.topics)}, and what it means for ${service === 'consumer-and-digital' ? 'brands' : subject.fn.audience}.`,
    datePublished,
    respondents,
    surveyType,
    methodologyDescription: `Meridian fielded this online survey to ${withThousands(respondents)} ${people} from ${nameOfMonth(month)} to ${nameOfMonth(month + 2)} ${year}. Results are weighted to be representative by age, gender and region.`,
    pleaseNote: 'Respondents were offered a small incentive for their time. Online surveys over-represent people who are comfortable online; read the results with that in mind.',
    functionSlug: subject.fn.slug,
    priorityIds: subject.priorityIds,
    topics: subject.topics,
    ...subjectFacets(rng, subject, 'Data Snapshot'),
    // The geography facet says where the respondents are.
    geographies: FACET_GEOGRAPHIES.includes(region) ? [region] : region === 'six countries' ? [GLOBAL_GEOGRAPHY] : ['North America', 'Europe'],
  };
}

/** A day 0..20 before the anchor's UTC day, from the index alone (the rng's draws stay as they were). */
function recentDay(anchor: Date, index: number): string {
  const day = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate());
  const age = (index * 3) % (RECENT_SURVEY_MAX_AGE_DAYS + 1);
  return new Date(day - age * DAY_MS).toISOString().slice(0, 10);
}

export function* surveys(config: CorpusConfig, anchor?: Date): Generator<CorpusSurvey> {
  const count = surveyCount(config);
  for (let i = 0; i < count; i++) yield survey(config, i, anchor);
}
