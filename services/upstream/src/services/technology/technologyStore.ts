// Technologies by id, the whole catalogue (for the search index), and the research about one.
import { and, asc, desc, ilike, inArray, or } from 'drizzle-orm';
import type { TechnologyDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { technologies } from './db/schema.js';

/** How many reports a technology page lists at most. */
export const MAX_RELATED_RESEARCH = 6;

export async function findTechnologies(db: Database, ids: readonly string[]): Promise<Map<string, TechnologyDto>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ item: technologies.item }).from(technologies).where(inArray(technologies.contentId, [...ids]));
  return new Map(rows.map(({ item }) => [(item as TechnologyDto).contentId, item as TechnologyDto]));
}

export async function allTechnologies(db: Database): Promise<TechnologyDto[]> {
  const rows = await db.select({ item: technologies.item }).from(technologies).orderBy(asc(technologies.position));
  return rows.map(({ item }) => item as TechnologyDto);
}

/** Report titles name the market they evaluate (packages/corpus text.ts). */
const waveTitlePrefix = (market: string) => `The Meridian Wave™: ${market},`;
const landscapeTitlePrefix = (market: string) => `The ${market} Landscape,`;
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * For each technology, the Waves and Landscapes that evaluate its market (their titles name it),
 * newest first, at most MAX_RELATED_RESEARCH; one query for the whole batch. A technology the
 * market's research does not cover yet (no badge) has none.
 */
export async function relatedResearchIdsOf(db: Database, items: readonly TechnologyDto[]): Promise<Map<string, string[]>> {
  const covered = items.filter((item) => item.latestWave !== null || item.latestLandscape !== null);
  const result = new Map<string, string[]>(items.map((item) => [item.contentId, []]));
  const markets = [...new Set(covered.map((item) => item.categoryTitle))];
  if (markets.length === 0) return result;
  const rows = await db
    .select({ id: research.id, title: research.title })
    .from(research)
    .where(
      and(
        inArray(research.ipType, ['Wave', 'Landscape']),
        or(...markets.flatMap((market) => [ilike(research.title, likePrefix(waveTitlePrefix(market))), ilike(research.title, likePrefix(landscapeTitlePrefix(market)))])),
      ),
    )
    .orderBy(desc(research.publishedDate), desc(research.id));
  for (const item of covered) {
    const prefixes = [waveTitlePrefix(item.categoryTitle), landscapeTitlePrefix(item.categoryTitle)].map((p) => p.toLowerCase());
    const ids = rows.filter((row) => prefixes.some((p) => row.title.toLowerCase().startsWith(p))).slice(0, MAX_RELATED_RESEARCH).map((row) => row.id);
    result.set(item.contentId, ids);
  }
  return result;
}
