// Surveys as the survey service answers them (spec 3 §3 "Survey"): one query for any number.
import { inArray } from 'drizzle-orm';
import { contentPath } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { surveys } from '../../db/schema.js';
import { downloadsOf } from './surveyFiles.js';
import type { SurveyDto } from '@portal/contracts';

export type SurveyRow = typeof surveys.$inferSelect;

export function surveyDtoOf(row: SurveyRow): SurveyDto {
  return {
    id: row.id,
    contentId: row.id,
    slug: row.slug,
    path: contentPath(row.id, row.slug),
    shortTitle: row.shortTitle,
    summary: row.summary,
    datePublished: row.datePublished,
    respondents: row.respondents,
    surveyType: row.surveyType,
    businessOrConsumer: row.surveyType === 'business' ? 'Business' : 'Consumer',
    topics: row.topics,
    methodologyDescription: row.methodologyDescription,
    pleaseNote: row.pleaseNote,
    officialSurveyName: row.officialSurveyName,
    downloads: downloadsOf(row),
  };
}

export async function findSurveys(db: Database, ids: readonly string[]): Promise<Map<string, SurveyDto>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(surveys).where(inArray(surveys.id, [...ids]));
  return new Map(rows.map((row) => [row.id, surveyDtoOf(row)]));
}
