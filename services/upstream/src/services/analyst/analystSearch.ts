// The analyst directory's search (spec 2 §2-§5): externally active analysts only, every word of the
// query found in the name, title, bio or topics (PostgreSQL ILIKE: 180 rows need no index), then
// the industry, region and topic filters (values of one filter OR-ed, filters AND-ed), with counts
// per filter value over the analysts matching the query and the OTHER filters, so ticking one
// value keeps its alternatives countable. Name matches come first, then topic matches, then by name.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnalystBucketDto, AnalystDirectoryEntryDto, AnalystSearchParams, AnalystSearchResponseDto } from '@portal/contracts';
import { ANALYST_FILTER_NAMES, type AnalystFilterName } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { analysts } from '../../db/schema.js';
import type { AnalystFacetSource } from './analystFacets.js';
import { toAnalystDto } from './analystStore.js';

/** ILIKE treats % _ and \ specially: a typed one means itself. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter((word) => word.length > 0))];
}

function wordCondition(word: string): SQL {
  const pattern = likePattern(word);
  return or(
    ilike(analysts.fullName, pattern),
    ilike(analysts.title, pattern),
    ilike(analysts.bio, pattern),
    sql`array_to_string(${analysts.topics}, ' ') ILIKE ${pattern}`,
  )!;
}

/** Lower is better: the whole query in the name, every word in the name, a word in a topic, the rest. */
function matchRank(entry: AnalystDirectoryEntryDto, query: string, words: string[]): number {
  if (words.length === 0) return 0;
  const name = entry.fullName.toLowerCase();
  if (name.includes(query.toLowerCase())) return 0;
  if (words.every((word) => name.includes(word))) return 1;
  const topics = entry.topics.join(' ').toLowerCase();
  if (words.some((word) => topics.includes(word))) return 2;
  return 3;
}

function valuesOf(entry: AnalystDirectoryEntryDto, filter: AnalystFilterName): string[] {
  return filter === 'industry' ? entry.industries : filter === 'region' ? entry.regions : entry.topics;
}

function passes(entry: AnalystDirectoryEntryDto, params: AnalystSearchParams, except?: AnalystFilterName): boolean {
  return ANALYST_FILTER_NAMES.every((filter) => {
    if (filter === except || params[filter].length === 0) return true;
    const values = valuesOf(entry, filter);
    return params[filter].some((wanted) => values.includes(wanted));
  });
}

function bucketsOf(entries: AnalystDirectoryEntryDto[], filter: AnalystFilterName, selected: string[]): AnalystBucketDto[] {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const value of valuesOf(entry, filter)) counts.set(value, (counts.get(value) ?? 0) + 1);
  // A ticked value stays listed (at 0) so that it can be unticked.
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export async function searchAnalysts(db: Database, facets: AnalystFacetSource, params: AnalystSearchParams): Promise<AnalystSearchResponseDto> {
  const words = queryWords(params.query);
  const [rows, facetsById] = await Promise.all([
    db
      .select()
      .from(analysts)
      .where(and(eq(analysts.externallyActive, true), ...words.map(wordCondition)))
      .orderBy(asc(analysts.lastName), asc(analysts.firstName), asc(analysts.id)),
    facets.all(),
  ]);
  const matching: AnalystDirectoryEntryDto[] = rows.map((row) => {
    const derived = facetsById.get(row.id);
    return {
      ...toAnalystDto(row),
      industries: derived?.industries ?? [],
      regions: derived?.regions ?? [],
    };
  });
  const ranks = new Map(matching.map((entry) => [entry.contentId, matchRank(entry, params.query, words)]));
  // A stable sort keeps the name order within a rank.
  matching.sort((a, b) => ranks.get(a.contentId)! - ranks.get(b.contentId)!);

  const filtered = matching.filter((entry) => passes(entry, params));
  const aggregations = Object.fromEntries(
    ANALYST_FILTER_NAMES.map((filter) => [
      filter,
      bucketsOf(
        matching.filter((entry) => passes(entry, params, filter)),
        filter,
        params[filter],
      ),
    ]),
  ) as Record<AnalystFilterName, AnalystBucketDto[]>;

  const totalElements = filtered.length;
  const totalPages = Math.ceil(totalElements / params.size);
  const start = (params.page - 1) * params.size;
  return {
    content: filtered.slice(start, start + params.size),
    page: params.page,
    size: params.size,
    totalElements,
    totalPages,
    last: params.page >= totalPages,
    aggregations,
  };
}
