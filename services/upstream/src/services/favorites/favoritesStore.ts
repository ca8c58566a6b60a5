// Each user's saved collection. Every query is scoped to the caller's user id, so no one reads or
// changes another user's collection.
import { and, arrayContains, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  FAVORITES_PAGE_SIZE,
  FAVORITES_SORTS,
  FAVORITES_SORT_LABELS,
  SAVABLE_CONTENT_TYPES,
  SAVABLE_CONTENT_TYPE_LABELS,
  type FavoritesSort,
  type SavableContentType,
} from '@portal/domain';
import type { CollectionItemDto, FavoritesOptionDto, FavoritesPageDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { savedItems, type SavedItemRow } from './db/schema.js';
import type { SavableContent } from './savableContent.js';

export const toCollectionItemDto = (row: SavedItemRow): CollectionItemDto => ({
  contentId: row.contentId,
  containerId: row.containerId,
  contentType: row.contentType,
  title: row.title,
  summary: row.summary,
  path: row.path,
  publishedDate: row.publishedDate,
  topics: row.topics,
  savedAt: row.savedAt.toISOString(),
});

/** Saves the content for the user; saving it again keeps the first save (and its time). */
export async function saveItem(db: Database, userId: string, content: SavableContent): Promise<SavedItemRow> {
  const [inserted] = await db.insert(savedItems).values({ userId, ...content }).onConflictDoNothing().returning();
  if (inserted) return inserted;
  // Saved already: the first save stands (an unsave racing in between is answered by saving again).
  const [existing] = await db.select().from(savedItems).where(and(eq(savedItems.userId, userId), eq(savedItems.contentId, content.contentId)));
  return existing ?? saveItem(db, userId, content);
}

/** Removes the content from the user's collection; nothing happens when it was not there. */
export async function removeItem(db: Database, userId: string, contentId: string): Promise<void> {
  await db.delete(savedItems).where(and(eq(savedItems.userId, userId), eq(savedItems.contentId, contentId)));
}

/** Which of the ids the user has saved, in the order asked. */
export async function savedAmong(db: Database, userId: string, contentIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ contentId: savedItems.contentId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), inArray(savedItems.contentId, [...contentIds])));
  const saved = new Set(rows.map((row) => row.contentId));
  return contentIds.filter((id) => saved.has(id));
}

export interface FavoritesQuery {
  topic?: string;
  category?: SavableContentType;
  sort?: FavoritesSort;
  page?: number;
}

// Ties broken by content id, so pages never overlap or skip.
const ORDER: Readonly<Record<FavoritesSort, SQL[]>> = {
  recent: [desc(savedItems.savedAt), asc(savedItems.contentId)],
  oldest: [asc(savedItems.savedAt), asc(savedItems.contentId)],
  title: [sql`lower(${savedItems.title})`, asc(savedItems.contentId)],
  published: [desc(savedItems.publishedDate), asc(savedItems.contentId)],
};

/** The topics of the user's collection with how many items carry each, the most saved first. */
async function topicCounts(db: Database, userId: string): Promise<{ topic: string; n: number }[]> {
  // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
  const result = (await db.execute(
    sql`SELECT topic, count(*)::int AS n FROM ${savedItems}, unnest(${savedItems.topics}) AS topic WHERE ${savedItems.userId} = ${userId} GROUP BY topic ORDER BY n DESC, topic ASC`,
  )) as unknown as { rows: { topic: string; n: number }[] };
  return result.rows;
}

/** One page of the user's favorites with the page state of spec 3 ("Favorites page state"). */
export async function listFavorites(db: Database, userId: string, query: FavoritesQuery): Promise<FavoritesPageDto> {
  const page = query.page ?? 1;
  const sort = query.sort ?? 'recent';
  const mine = eq(savedItems.userId, userId);
  const filtered = and(
    mine,
    query.topic ? arrayContains(savedItems.topics, [query.topic]) : undefined,
    query.category ? eq(savedItems.contentType, query.category) : undefined,
  );
  const [items, [{ perFilters }], byType, byTopic] = await Promise.all([
    db.select().from(savedItems).where(filtered).orderBy(...ORDER[sort]).limit(FAVORITES_PAGE_SIZE).offset((page - 1) * FAVORITES_PAGE_SIZE),
    db.select({ perFilters: count() }).from(savedItems).where(filtered),
    db.select({ type: savedItems.contentType, n: count() }).from(savedItems).where(mine).groupBy(savedItems.contentType),
    topicCounts(db, userId),
  ]);
  const typeCounts = new Map(byType.map((row) => [row.type, row.n]));
  const itemsTotal = byType.reduce((sum, row) => sum + row.n, 0);
  // The categories the collection holds, in the spec's order; the topics most saved first.
  const categoryOptions: FavoritesOptionDto[] = SAVABLE_CONTENT_TYPES.filter((type) => typeCounts.has(type)).map((type) => ({
    value: type, label: SAVABLE_CONTENT_TYPE_LABELS[type], count: typeCounts.get(type)!,
  }));
  const topicOptions: FavoritesOptionDto[] = byTopic.map((row) => ({ value: row.topic, label: row.topic, count: Number(row.n) }));
  const sortOptions: FavoritesOptionDto[] = FAVORITES_SORTS.map((value) => ({ value, label: FAVORITES_SORT_LABELS[value], count: null }));
  return {
    items: items.map(toCollectionItemDto),
    page,
    itemsTotal,
    itemsTotalPerFilters: perFilters,
    pagesTotal: Math.ceil(perFilters / FAVORITES_PAGE_SIZE),
    topicOptions,
    categoryOptions,
    sortOptions,
  };
}
