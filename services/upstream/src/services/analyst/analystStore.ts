// Analyst biographies by content id (BIO…), many at a time in one query.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analysts } from '../../db/schema.js';
import type { AnalystDto } from '@portal/contracts';

/** An analysts row as the REST DTO (the directory adds its derived facets to the same shape). */
export function toAnalystDto(row: typeof analysts.$inferSelect): AnalystDto {
  return {
    analystId: row.analystId,
    contentId: row.id,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    title: row.title,
    image: row.image,
    active: row.active,
    externallyActive: row.externallyActive,
    bio: row.bio,
    topics: row.topics,
  };
}

export async function findAnalysts(db: Database, ids: readonly string[]): Promise<Map<string, AnalystDto>> {
  const rows = ids.length === 0 ? [] : await db.select().from(analysts).where(inArray(analysts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toAnalystDto(row)]));
}
