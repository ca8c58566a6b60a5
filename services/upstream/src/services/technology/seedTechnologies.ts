// Fills the catalogue from the corpus when the table does not hold this seed's catalogue yet. A
// few hundred rows: one transaction, rewritten whole.
import { technologies as corpusTechnologies } from '@portal/corpus';
import type { Database } from '../../db/client.js';
import { insertInChunks } from '../../db/insertInChunks.js';
import { technologies, technologySeedState } from './db/schema.js';

/** Bumped when the generator's catalogue changes for the same seed. */
export const TECHNOLOGY_CATALOGUE_VERSION = 1;

export async function seedTechnologies(db: Database, seed: number): Promise<{ skipped: boolean; count: number }> {
  const [state] = await db.select().from(technologySeedState).limit(1);
  if (state && state.seed === seed && state.version === TECHNOLOGY_CATALOGUE_VERSION) return { skipped: true, count: state.count };
  const items = corpusTechnologies(seed);
  await db.transaction(async (tx) => {
    await tx.delete(technologySeedState);
    await tx.delete(technologies);
    await insertInChunks(
      tx,
      technologies,
      items.map((item, position) => ({
        contentId: item.contentId,
        position,
        title: item.title,
        technologyType: item.technologyType,
        categoryId: item.categoryId,
        functionSlug: item.functionSlug,
        emergingTechnology: item.emergingTechnology,
        publishedDate: item.publishedDate,
        item,
      })),
      200,
    );
    await tx.insert(technologySeedState).values({ id: 1, seed, version: TECHNOLOGY_CATALOGUE_VERSION, count: items.length });
  });
  return { skipped: false, count: items.length };
}
