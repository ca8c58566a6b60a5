// Search documents for the content other than reports: webinars (contentType 'webinar', or 'forum'
// for peer discussions), surveys, and playbooks, blogs, podcasts and tools (their own types). Read
// in keyset-paged batches like reports.
import { and, asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { analysts, contentItems, surveys, webinars } from '../../db/schema.js';
import { selected, subjectFacets, type ContentSelection, type SearchLookups, type SubjectRow } from './searchDocuments.js';
import type { FacetFilters, SearchAuthor, SearchDocument } from './searchIndex.js';

/** Peer discussions are the search index's 'forum' type (the Webinars tab lists both). */
export function webinarContentType(webinarType: string): 'webinar' | 'forum' {
  return webinarType === 'Peer Discussions' ? 'forum' : 'webinar';
}

function facetsOf(row: SubjectRow, lookups: SearchLookups, ipType: string | null): FacetFilters {
  return subjectFacets(row, lookups, ipType ? [ipType] : []);
}

function people(ids: readonly string[], names: ReadonlyMap<string, string>): SearchAuthor[] {
  return ids.filter((id) => names.has(id)).map((id) => ({ contentId: id, fullName: names.get(id)! }));
}

async function* pages<T extends { id: string }>(none: boolean, read: (after: string) => Promise<T[]>): AsyncGenerator<T[]> {
  if (none) return;
  let after = '';
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    yield rows;
  }
}

export async function* readContentTypeDocuments(db: Database, lookups: SearchLookups, batchSize: number, only?: ContentSelection): AsyncGenerator<SearchDocument[]> {
  const names = new Map((await db.select({ id: analysts.id, fullName: analysts.fullName }).from(analysts)).map((a) => [a.id, a.fullName]));

  for await (const rows of pages(only?.webinar.length === 0, (after) => db.select().from(webinars).where(and(gt(webinars.id, after), selected(webinars.id, only?.webinar))).orderBy(asc(webinars.id)).limit(batchSize))) {
    yield rows.map((row): SearchDocument => {
      const hosts = people(row.hostAnalystIds, names);
      return {
        contentId: row.id,
        contentType: webinarContentType(row.webinarType),
        parentId: null,
        title: row.title,
        summary: row.summary,
        body: [row.participationDetails, ...row.topics, ...hosts.map((h) => h.fullName)].join('\n'),
        publishedDate: row.startDate.toISOString().slice(0, 10),
        ipType: null,
        path: `/webinar/${row.slug}/${row.id}`,
        readTime: null,
        authors: hosts,
        access: 'public',
        facets: facetsOf(row, lookups, null),
      };
    });
  }

  for await (const rows of pages(only?.survey.length === 0, (after) => db.select().from(surveys).where(and(gt(surveys.id, after), selected(surveys.id, only?.survey))).orderBy(asc(surveys.id)).limit(batchSize))) {
    yield rows.map((row): SearchDocument => ({
      contentId: row.id,
      contentType: 'survey',
      parentId: null,
      title: row.shortTitle,
      summary: row.summary,
      body: [row.officialSurveyName, row.methodologyDescription, ...row.topics].join('\n'),
      publishedDate: row.datePublished,
      ipType: null,
      path: `/surveys/${row.slug}/${row.id}`,
      readTime: null,
      authors: [],
      // Spec 1 §4: a survey is always accessible.
      access: 'public',
      facets: facetsOf(row, lookups, null),
    }));
  }

  for await (const rows of pages(only?.contentItem.length === 0, (after) => db.select().from(contentItems).where(and(gt(contentItems.id, after), selected(contentItems.id, only?.contentItem))).orderBy(asc(contentItems.id)).limit(batchSize))) {
    yield rows.map((row): SearchDocument => {
      const authors = people(row.authorIds, names);
      // A tool's badge (Toolkit, Template…) is what kind of tool it is, shown like a report's type.
      const ipType = row.contentType === 'tool' ? row.category : null;
      return {
        contentId: row.id,
        contentType: row.contentType,
        parentId: null,
        title: row.title,
        summary: row.summary,
        body: [...row.topics, ...authors.map((a) => a.fullName)].join('\n'),
        publishedDate: row.publishedDate,
        ipType,
        path: row.path,
        readTime: row.readTime,
        authors,
        access: 'public',
        facets: facetsOf(row, lookups, ipType),
      };
    });
  }
}
