// An analyst's recent research (spec 2 §7 "recent research" of the analyst view): the reports they
// wrote or contributed to that the caller may read, newest first, by the report_authors index.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ResearchByAuthorDto } from '@portal/contracts';
import type { Reader } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { reportAuthors, research } from '../../db/schema.js';
import { readableResearch } from './access.js';

export async function researchByAuthor(db: Database, reader: Reader | null, analystId: string, page: number, size: number): Promise<ResearchByAuthorDto> {
  const written = db.selectDistinct({ reportId: reportAuthors.reportId }).from(reportAuthors).where(eq(reportAuthors.analystId, analystId));
  // Only what the reader is entitled to (access.ts), so the listing has no locked holes.
  const where = and(inArray(research.id, written), readableResearch(reader));
  const [rows, [{ total }]] = await Promise.all([
    db.select({ contentId: research.id }).from(research).where(where).orderBy(desc(research.publishedDate), desc(research.id)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(research).where(where),
  ]);
  return { content: rows, totalElements: total, page, size };
}
