// Reads research reports with their authors and contributors, many at a time: two queries per
// batch whatever its size.
import { asc, inArray } from 'drizzle-orm';
import type { BodyBlockDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { reportAuthors, research } from '../../db/schema.js';
import type { ResearchDto } from '@portal/contracts';

export async function findResearch(db: Database, ids: readonly string[]): Promise<Map<string, ResearchDto>> {
  const found = new Map<string, ResearchDto>();
  if (ids.length === 0) return found;
  const [rows, people] = await Promise.all([
    db.select().from(research).where(inArray(research.id, [...ids])),
    db
      .select()
      .from(reportAuthors)
      .where(inArray(reportAuthors.reportId, [...ids]))
      .orderBy(asc(reportAuthors.reportId), asc(reportAuthors.role), asc(reportAuthors.position)),
  ]);
  for (const row of rows) {
    found.set(row.id, {
      id: row.id,
      contentId: row.contentId,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      ipType: row.ipType,
      publishedDate: row.publishedDate,
      readTime: row.readTime,
      functionSlug: row.functionSlug,
      priorityIds: row.priorityIds,
      topics: row.topics,
      access: row.access,
      products: row.products,
      authors: [],
      contributors: [],
      bodyJson: row.body as { blocks: BodyBlockDto[] },
      industries: row.industries,
      geographies: row.geographies,
      businessTopics: row.businessTopics,
      enterprisePriorities: row.enterprisePriorities,
      services: row.services,
      ...(row.phase ? { phase: row.phase } : {}),
      archiveHtml: row.archiveHtml,
      isDataReport: row.isDataReport,
      techCatMarket: row.techCatMarket,
      surveyId: row.surveyId,
    });
  }
  for (const person of people) {
    const report = found.get(person.reportId);
    if (!report) continue;
    if (person.role === 'author') report.authors.push({ contentId: person.analystId });
    else report.contributors.push({ contentId: person.analystId, hasFollowButton: person.hasFollowButton });
  }
  return found;
}
