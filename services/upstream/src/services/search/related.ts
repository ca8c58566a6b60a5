// search-service related research (docs/contracts.md): same function first, then shared
// priorities, newest first; never the report itself. Concretely, tiers in this order, each newest
// first, until `size` ids are found:
//   1. same function and at least one shared priority
//   2. the rest of the same function
//   3. other functions sharing a priority
//   4. the newest other reports, so a small corpus still fills the related cards
// Each tier is one query with a LIMIT served by an index (function + date, GIN on priority_ids,
// date), so it stays fast on a million reports; usually the first tier is enough.
import { and, arrayOverlaps, desc, eq, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { research } from '../../db/schema.js';
import { readableResearch } from '../research/access.js';

export interface RelatedOptions {
  /** Who asks: only research they are entitled to is listed, as listing more would leave holes. */
  reader: Reader | null;
}

/** Related report ids, or null when the report itself does not exist. */
export async function findRelatedResearch(db: Database, id: string, size: number, options: RelatedOptions): Promise<string[] | null> {
  const [self] = await db
    .select({ functionSlug: research.functionSlug, priorityIds: research.priorityIds })
    .from(research)
    .where(eq(research.id, id));
  if (!self) return null;

  const sameFunction = eq(research.functionSlug, self.functionSlug);
  const sharesPriority = self.priorityIds.length > 0 ? arrayOverlaps(research.priorityIds, self.priorityIds) : undefined;
  const tiers: (SQL | undefined)[] = [];
  if (sharesPriority) tiers.push(and(sameFunction, sharesPriority));
  tiers.push(sameFunction);
  if (sharesPriority) tiers.push(sharesPriority);
  tiers.push(undefined);

  const readable = readableResearch(options.reader);
  const related: string[] = [];
  for (const tier of tiers) {
    if (related.length >= size) break;
    const rows = await db
      .select({ id: research.id })
      .from(research)
      .where(and(ne(research.id, id), readable, tier, related.length > 0 ? notInArray(research.id, related) : undefined))
      .orderBy(desc(research.publishedDate), desc(research.id))
      .limit(size - related.length);
    related.push(...rows.map((row) => row.id));
  }
  return related;
}
