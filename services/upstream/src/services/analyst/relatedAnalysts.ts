// Related analysts of a profile (spec 2 §3 "Related analysts: analysts, totalElements, maxPages"):
// the externally active analysts who share the most research topics with this one. The roster is
// small (hundreds), so it is ranked in memory from one indexed read of the topics.
import { and, arrayOverlaps, eq, ne } from 'drizzle-orm';
import type { AnalystDto, RelatedAnalystsDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { analysts } from '../../db/schema.js';
import { toAnalystDto } from './analystStore.js';

export async function relatedAnalysts(db: Database, analyst: AnalystDto, page: number, size: number): Promise<RelatedAnalystsDto> {
  if (analyst.topics.length === 0) return { analysts: [], totalElements: 0, maxPages: 0 };
  const rows = await db
    .select()
    .from(analysts)
    .where(and(ne(analysts.id, analyst.contentId), eq(analysts.externallyActive, true), arrayOverlaps(analysts.topics, analyst.topics)));
  const mine = new Set(analyst.topics);
  const shared = (topics: string[]) => topics.filter((topic) => mine.has(topic)).length;
  const ranked = rows
    .map(toAnalystDto)
    .sort((a, b) => shared(b.topics) - shared(a.topics) || a.lastName.localeCompare(b.lastName) || a.contentId.localeCompare(b.contentId));
  return {
    analysts: ranked.slice((page - 1) * size, page * size),
    totalElements: ranked.length,
    maxPages: Math.ceil(ranked.length / size),
  };
}
