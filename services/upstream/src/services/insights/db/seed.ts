// Fills insight_pages from the corpus (planning guides and predictions: a few dozen rows). Written
// again only when what the table holds differs from what the corpus generates (another seed, a
// newer generator), so restarts write nothing.
import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { planningGuides, predictions, type CorpusConfig, type CorpusInsightPage } from '@portal/corpus';
import type { Database } from '../../../db/client.js';
import { seedState } from '../../../db/schema.js';
import { insightPages } from './schema.js';

function rowOf(page: CorpusInsightPage): typeof insightPages.$inferInsert {
  return {
    id: page.id, kind: page.kind, slug: page.slug, path: page.path, title: page.title, summary: page.summary, year: page.year,
    publishedDate: page.publishedDate, functionSlug: page.functionSlug, functionName: page.functionName, access: page.access,
    authorIds: page.authorIds, topics: page.topics, sections: page.sections,
  };
}

function digest(rows: (typeof insightPages.$inferInsert)[]): string {
  return createHash('sha256').update(JSON.stringify(rows.map((r) => [r.id, r.title, r.access, r.authorIds, r.sections]))).digest('hex');
}

/** Returns the number of rows written (0 when the table already held this corpus). */
export async function seedInsightPages(db: Database, config: CorpusConfig): Promise<number> {
  const rows = [...planningGuides(config), ...predictions(config)].map(rowOf).sort((a, b) => a.id.localeCompare(b.id));
  const stored = await db.select().from(insightPages).orderBy(asc(insightPages.id));
  if (stored.length === rows.length && digest(stored) === digest(rows)) return 0;
  await db.transaction(async (tx) => {
    await tx.delete(insightPages);
    await tx.insert(insightPages).values(rows).onConflictDoNothing();
    // The search index holds these pages too: a new seededAt makes it rebuild.
    await tx.update(seedState).set({ seededAt: new Date() });
  });
  return rows.length;
}
