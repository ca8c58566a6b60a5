// One page of the survey listing: a tab, the words searched (each must appear in the title, the
// summary, the official name or a topic), the publication window and one of the four sorts of
// spec 3 §9. Relevance weighs a word in the title over one elsewhere; ties go to the newest.
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { surveys } from '../../db/schema.js';
import { surveyDtoOf } from './surveyStore.js';
import type { SurveyListParams, SurveyListResponseDto } from '@portal/contracts';

const DAY_MS = 86_400_000;
const MAX_WORDS = 10;

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter((w) => w.length > 0))].slice(0, MAX_WORDS);
}

/** The first day inside the window: today (UTC) counts as day 1. */
export function publishedSinceDay(days: number, now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

export async function listSurveys(db: Database, params: SurveyListParams, now: Date = new Date()): Promise<SurveyListResponseDto> {
  const words = queryWords(params.query);
  const everywhere = sql`lower(${surveys.shortTitle} || ' ' || ${surveys.summary} || ' ' || ${surveys.officialSurveyName} || ' ' || array_to_string(${surveys.topics}, ' '))`;
  const conditions: SQL[] = words.map((word) => sql`${everywhere} like ${likePattern(word)}`);
  if (params.surveyType) conditions.push(eq(surveys.surveyType, params.surveyType as 'business' | 'consumer'));
  if (params.publishedSinceInDays > 0) conditions.push(gte(surveys.datePublished, publishedSinceDay(params.publishedSinceInDays, now)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const newest = [desc(surveys.datePublished), asc(surveys.id)];
  let order: SQL[];
  if (params.sortType === 'name') {
    order = [params.sortOrder === 'asc' ? asc(sql`lower(${surveys.shortTitle})`) : desc(sql`lower(${surveys.shortTitle})`), asc(surveys.id)];
  } else if (params.sortType === 'relevance' && words.length > 0) {
    const score = sql.join(
      words.map((word) => sql`(case when lower(${surveys.shortTitle}) like ${likePattern(word)} then 3 else 1 end)`),
      sql` + `,
    );
    order = [params.sortOrder === 'asc' ? asc(sql`(${score})`) : desc(sql`(${score})`), ...newest];
  } else {
    order = params.sortOrder === 'asc' ? [asc(surveys.datePublished), asc(surveys.id)] : newest;
  }

  const [rows, [{ total }]] = await Promise.all([
    db.select().from(surveys).where(where).orderBy(...order).limit(params.size).offset((params.page - 1) * params.size),
    db.select({ total: count() }).from(surveys).where(where),
  ]);
  return { content: rows.map(surveyDtoOf), totalElements: total, page: params.page, size: params.size };
}
