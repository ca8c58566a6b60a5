// Planning guide and prediction pages as search documents (content types 'planningGuide' and
// 'prediction'): searchable by type, kept out of the /allSearch tabs.
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analysts } from '../../db/schema.js';
import type { SearchLookups } from '../search/searchDocuments.js';
import type { SearchAuthor, SearchDocument } from '../search/searchIndex.js';
import { insightPages } from './db/schema.js';

export async function* readInsightSearchDocuments(db: Database, lookups: SearchLookups): AsyncGenerator<SearchDocument[]> {
  // A few dozen rows: one batch.
  const rows = await db.select().from(insightPages).orderBy(asc(insightPages.id));
  if (rows.length === 0) return;
  const authorIds = [...new Set(rows.flatMap((row) => row.authorIds))];
  const names = new Map(
    (await db.select({ id: analysts.id, fullName: analysts.fullName }).from(analysts).where(inArray(analysts.id, authorIds))).map((a) => [a.id, a.fullName]),
  );
  yield rows.map((row): SearchDocument => {
    const authors: SearchAuthor[] = row.authorIds.filter((id) => names.has(id)).map((id) => ({ contentId: id, fullName: names.get(id)! }));
    return {
      contentId: row.id,
      contentType: row.kind,
      parentId: null,
      title: row.title,
      summary: row.summary,
      body: [...row.topics, ...row.sections.flatMap((s) => [s.title, ...s.paragraphs]), ...authors.map((a) => a.fullName)].join('\n'),
      publishedDate: row.publishedDate,
      ipType: null,
      path: row.path,
      readTime: null,
      authors,
      access: row.access,
      facets: { function: [lookups.functionNames.get(row.functionSlug) ?? row.functionName] },
    };
  });
}
