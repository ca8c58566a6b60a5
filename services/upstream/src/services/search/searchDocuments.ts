// The search documents derived from PostgreSQL: one per report and one per figure of a report (and
// one per item of the other content types, contentTypeDocuments.ts),
// read in keyset-paged batches (a few queries per batch), so a million reports never sit in memory.
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bodyFigures, contentPath, isLegacyFigureItem, type BodyBlockDto, type FacetName, type OldChart } from '@portal/domain';
import { insightFacets } from '@portal/corpus';
import type { Database } from '../../db/client.js';
import { analysts, functions, graphics, priorities, reportAuthors, research } from '../../db/schema.js';
import { readContentTypeDocuments } from './contentTypeDocuments.js';
import { readInsightSearchDocuments } from '../insights/insightSearchDocuments.js';
import type { FacetFilters, SearchAuthor, SearchDocument } from './searchIndex.js';

export const DEFAULT_DOCUMENT_BATCH = 1000;

type ResearchRow = typeof research.$inferSelect;

/** Names for the facet values that are stored as ids or slugs. */
export interface SearchLookups {
  functionNames: Map<string, string>;
  priorityLabels: Map<string, string>;
}

/** Some documents only, by the ids of what owns them (index sync); every kind given, maybe empty. */
export interface ContentSelection {
  research: readonly string[];
  webinar: readonly string[];
  survey: readonly string[];
  contentItem: readonly string[];
}

/** The where clause of one kind's batches: everything, or only the selected ids. */
export function selected(column: AnyPgColumn, ids: readonly string[] | undefined): SQL | undefined {
  return ids === undefined ? undefined : inArray(column, [...ids]);
}

export async function* readSearchDocuments(db: Database, batchSize = DEFAULT_DOCUMENT_BATCH, only?: ContentSelection): AsyncGenerator<SearchDocument[]> {
  const lookups = await readLookups(db);
  let after = '';
  for (;;) {
    if (only?.research.length === 0) break;
    const rows = await db.select().from(research).where(and(gt(research.id, after), selected(research.id, only?.research))).orderBy(asc(research.id)).limit(batchSize);
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    const ids = rows.map((row) => row.id);
    const [people, charts] = await Promise.all([
      db
        .select({ reportId: reportAuthors.reportId, contentId: analysts.id, fullName: analysts.fullName })
        .from(reportAuthors)
        .innerJoin(analysts, eq(analysts.id, reportAuthors.analystId))
        .where(and(inArray(reportAuthors.reportId, ids), eq(reportAuthors.role, 'author')))
        .orderBy(asc(reportAuthors.reportId), asc(reportAuthors.position)),
      db.select({ id: graphics.id, chart: graphics.chart }).from(graphics).where(inArray(graphics.reportId, ids)),
    ]);
    const authorsOf = new Map<string, SearchAuthor[]>();
    for (const person of people) {
      const list = authorsOf.get(person.reportId) ?? [];
      list.push({ contentId: person.contentId, fullName: person.fullName });
      authorsOf.set(person.reportId, list);
    }
    const chartOf = new Map(charts.map((row) => [row.id, row.chart as OldChart]));
    yield rows.flatMap((row) => reportDocuments(row, authorsOf.get(row.id) ?? [], chartOf, lookups));
  }
  // Then webinars, surveys, playbooks, blogs, podcasts and tools.
  yield* readContentTypeDocuments(db, lookups, batchSize, only);
  // Then planning guides and predictions (their own service and table; not announced by triggers).
  if (!only) yield* readInsightSearchDocuments(db, lookups);
}

async function readLookups(db: Database): Promise<SearchLookups> {
  const [fns, pris] = await Promise.all([
    db.select({ slug: functions.slug, name: functions.name }).from(functions),
    db.select({ id: priorities.id, label: priorities.label }).from(priorities),
  ]);
  return {
    functionNames: new Map(fns.map((f) => [f.slug, f.name])),
    priorityLabels: new Map(pris.map((p) => [p.id, p.label])),
  };
}

/** The subject columns every searchable content table shares. */
export type SubjectRow = Pick<ResearchRow, 'functionSlug' | 'priorityIds' | 'industries' | 'geographies' | 'businessTopics' | 'enterprisePriorities' | 'services' | 'phase'>;

/** Facet values as people read them: function names and priority labels rather than ids. */
export function subjectFacets(row: SubjectRow, lookups: SearchLookups, ipType: string[]): FacetFilters {
  const facets: Record<FacetName, string[]> = {
    industry: row.industries,
    geography: row.geographies,
    ipType,
    businessTopics: row.businessTopics,
    enterprisePriorities: row.enterprisePriorities,
    function: [lookups.functionNames.get(row.functionSlug) ?? row.functionSlug],
    service: row.services,
    priority: row.priorityIds.map((id) => lookups.priorityLabels.get(id) ?? id),
    phase: row.phase ? [row.phase] : [],
  };
  // The priorities' ids too, for the further research listings (insights facets).
  return { ...facets, priorityId: row.priorityIds };
}

function reportFacets(row: ResearchRow, lookups: SearchLookups): FacetFilters {
  // Forecasts and data snapshots also carry the insights listings' category or audience.
  return {
    ...subjectFacets(row, lookups, [row.ipType]),
    ...insightFacets({ ipType: row.ipType, functionSlug: row.functionSlug, industries: row.industries, services: row.services }),
  };
}

export function reportDocuments(
  row: ResearchRow,
  authors: SearchAuthor[],
  chartOf: ReadonlyMap<string, OldChart>,
  lookups: SearchLookups,
): SearchDocument[] {
  const blocks = (row.body as { blocks: BodyBlockDto[] }).blocks;
  const facets = reportFacets(row, lookups);
  const path = contentPath(row.id, row.slug);
  const text = blocks.map((block) => (block.type === 'figure' ? block.figureTitle : isLegacyFigureItem(block) ? block.title : block.text));
  const report: SearchDocument = {
    contentId: row.id,
    contentType: 'research',
    parentId: null,
    title: row.title,
    summary: row.summary,
    // Topics and author names match too, at body weight.
    body: [...text, ...row.topics, ...authors.map((a) => a.fullName)].join('\n'),
    publishedDate: row.publishedDate,
    ipType: row.ipType,
    path,
    readTime: row.readTime,
    authors,
    access: row.access,
    facets,
  };
  const figures = bodyFigures(blocks)
    .map((block): SearchDocument => ({
      contentId: block.id,
      contentType: 'figure',
      parentId: row.id,
      title: block.figureTitle,
      summary: `${block.label} of "${row.title}"`,
      body: figureText(block.graphicsId ? chartOf.get(block.graphicsId) : undefined, block.altText),
      publishedDate: row.publishedDate,
      ipType: row.ipType,
      // A figure opens in its report, scrolled to it.
      path: `${path}#${block.id}`,
      readTime: null,
      authors,
      access: row.access,
      facets,
    }));
  return [report, ...figures];
}

/** What a figure says in words: its chart's captions, series and row labels, or the image's alt text. */
function figureText(chart: OldChart | undefined, altText: string | undefined): string {
  if (!chart) return altText ?? '';
  const parts: string[] = [chart.title, chart.subtitle ?? '', chart.footnote ?? '', chart.base_text ?? '', ...(chart.legend ?? [])];
  for (const rows of Object.values(chart.chart_data ?? {})) {
    for (const row of rows) if (row.label) parts.push(row.label);
  }
  for (const sub of chart.sub_charts ?? []) parts.push(figureText(sub, undefined));
  return [...new Set(parts.filter((part) => part.length > 0))].join('\n');
}
