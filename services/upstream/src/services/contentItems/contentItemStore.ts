// Card data of surveys (surveys table) and playbooks, blogs, podcasts and tools (content_items),
// many at a time: one query per table, plus one for author names.
import { inArray } from 'drizzle-orm';
import { contentPath } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { analysts, contentItems, surveys } from '../../db/schema.js';
import type { ContentItemDto } from '@portal/contracts';

export async function findContentItems(db: Database, ids: readonly string[]): Promise<Map<string, ContentItemDto>> {
  const surveyIds = ids.filter((id) => id.startsWith('SUS'));
  const itemIds = ids.filter((id) => !id.startsWith('SUS'));
  const [surveyRows, itemRows] = await Promise.all([
    surveyIds.length === 0 ? [] : db.select().from(surveys).where(inArray(surveys.id, surveyIds)),
    itemIds.length === 0 ? [] : db.select().from(contentItems).where(inArray(contentItems.id, itemIds)),
  ]);
  const authorIds = [...new Set(itemRows.flatMap((row) => row.authorIds))];
  const names = new Map(
    (authorIds.length === 0 ? [] : await db.select({ id: analysts.id, fullName: analysts.fullName }).from(analysts).where(inArray(analysts.id, authorIds)))
      .map((a) => [a.id, a.fullName]),
  );
  const found = new Map<string, ContentItemDto>();
  for (const row of surveyRows) {
    found.set(row.id, {
      id: row.id, contentId: row.id, contentType: 'survey', title: row.shortTitle, summary: row.summary,
      path: contentPath(row.id, row.slug), publishedDate: row.datePublished, readTime: null, category: null, authors: [],
      surveyType: row.surveyType, respondents: row.respondents,
    });
  }
  for (const row of itemRows) {
    found.set(row.id, {
      id: row.id, contentId: row.id, contentType: row.contentType, title: row.title, summary: row.summary,
      path: row.path, publishedDate: row.publishedDate, readTime: row.readTime, category: row.category,
      authors: row.authorIds.filter((id) => names.has(id)).map((id) => ({ contentId: id, fullName: names.get(id)! })),
      surveyType: null, respondents: null,
    });
  }
  return found;
}
