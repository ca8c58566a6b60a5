// Planning guide and prediction pages as their services answer them, and the listing of an
// edition's pages (cards). A restricted page is read only with a user (x-portal-user).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { InsightPageCardDto, InsightPageDto } from '@portal/contracts';
import type { InsightPageKind } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { analysts } from '../../db/schema.js';
import { insightPages } from './db/schema.js';

type Row = typeof insightPages.$inferSelect;

function cardOf(row: Row): InsightPageCardDto {
  return {
    id: row.id, contentId: row.id, kind: row.kind, slug: row.slug, path: row.path, title: row.title, summary: row.summary, year: row.year,
    publishedDate: row.publishedDate, functionName: row.functionName, access: row.access,
  };
}

export async function findInsightPage(db: Database, kind: InsightPageKind, where: { slug?: string; id?: string }): Promise<InsightPageDto | null> {
  const condition = where.id ? eq(insightPages.id, where.id) : eq(insightPages.slug, where.slug ?? '');
  const [row] = await db.select().from(insightPages).where(and(eq(insightPages.kind, kind), condition)).limit(1);
  if (!row) return null;
  const names = row.authorIds.length === 0 ? [] : await db.select({ id: analysts.id, fullName: analysts.fullName }).from(analysts).where(inArray(analysts.id, row.authorIds));
  const nameOf = new Map(names.map((a) => [a.id, a.fullName]));
  return {
    ...cardOf(row),
    topics: row.topics,
    authors: row.authorIds.filter((id) => nameOf.has(id)).map((id) => ({ contentId: id, fullName: nameOf.get(id)! })),
    sections: row.sections,
  };
}

/** Every page of a kind, newest edition first, then in taxonomy (id) order. */
export async function listInsightPages(db: Database, kind: InsightPageKind): Promise<InsightPageCardDto[]> {
  const rows = await db.select().from(insightPages).where(eq(insightPages.kind, kind)).orderBy(desc(insightPages.year), asc(insightPages.id));
  return rows.map(cardOf);
}
