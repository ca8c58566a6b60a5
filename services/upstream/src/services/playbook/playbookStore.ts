// Playbooks (content_items of type 'playbook') as the playbook service answers them: card fields
// (spec 3 §3 "Playbook card") plus the chapters of the detail page. One query per table.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { PLAYBOOK_TAB_IDS, type PlaybookTabId } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { analysts, contentItems, functions } from '../../db/schema.js';
import { contentHeadOf } from '../contentHead.js';
import { playbookImagePath } from './playbookImagePath.js';
import type { PlaybookChapterDto, PlaybookDto, PlaybookListResponseDto } from '@portal/contracts';

type PlaybookRow = typeof contentItems.$inferSelect;

/** The chapters every playbook walks through, filled with its own topics (the CMS body is not in the corpus). */
export function chaptersOf(row: Pick<PlaybookRow, 'id' | 'topics' | 'summary'>): PlaybookChapterDto[] {
  const [first = 'the topic', second = first] = row.topics;
  return [
    { id: `${row.id}-assess`, title: 'Assess where you stand', summary: `Benchmark your ${first} practices against peers and find the gaps that matter most.` },
    { id: `${row.id}-plan`, title: 'Set your target and plan', summary: `Agree what good looks like for ${second}, who owns it and how you will measure it.` },
    { id: `${row.id}-execute`, title: 'Execute and adapt', summary: `Run the work in short cycles, with the tools and templates of this playbook. ${row.summary}` },
    { id: `${row.id}-measure`, title: 'Measure and improve', summary: `Track outcomes, share what works and decide what to scale next.` },
  ];
}

function isTab(category: string | null): category is PlaybookTabId {
  return category !== null && (PLAYBOOK_TAB_IDS as string[]).includes(category);
}

export async function findPlaybooks(db: Database, ids: readonly string[]): Promise<Map<string, PlaybookDto>> {
  const found = new Map<string, PlaybookDto>();
  if (ids.length === 0) return found;
  const rows = await db.select().from(contentItems).where(and(eq(contentItems.contentType, 'playbook'), inArray(contentItems.id, [...ids])));
  if (rows.length === 0) return found;
  const authorIds = [...new Set(rows.flatMap((row) => row.authorIds))];
  const fnSlugs = [...new Set(rows.map((row) => row.functionSlug))];
  const [names, fnNames] = await Promise.all([
    authorIds.length === 0 ? [] : db.select({ id: analysts.id, fullName: analysts.fullName }).from(analysts).where(inArray(analysts.id, authorIds)),
    db.select({ slug: functions.slug, name: functions.name }).from(functions).where(inArray(functions.slug, fnSlugs)),
  ]);
  const nameOf = new Map(names.map((a) => [a.id, a.fullName]));
  const fnNameOf = new Map(fnNames.map((f) => [f.slug, f.name]));
  for (const row of rows) {
    if (!isTab(row.category)) continue;
    found.set(row.id, {
      ...contentHeadOf(row),
      category: row.category,
      eyebrow: fnNameOf.get(row.functionSlug) ?? 'Playbook',
      publishedDate: row.publishedDate,
      image: playbookImagePath(row.id),
      legacyImage: null,
      readTime: row.readTime,
      authors: row.authorIds.filter((id) => nameOf.has(id)).map((id) => ({ contentId: id, fullName: nameOf.get(id)! })),
      topics: row.topics,
      chapters: chaptersOf(row),
    });
  }
  return found;
}

/** One page of a tab, newest first; the id breaks ties so that pages never overlap. */
export async function listPlaybooks(db: Database, { category, page, size }: { category: PlaybookTabId; page: number; size: number }): Promise<PlaybookListResponseDto> {
  const where = and(eq(contentItems.contentType, 'playbook'), eq(contentItems.category, category));
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: contentItems.id }).from(contentItems).where(where).orderBy(desc(contentItems.publishedDate), asc(contentItems.id)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  const found = await findPlaybooks(db, rows.map((row) => row.id));
  const content = rows.map((row) => found.get(row.id)).filter((p): p is PlaybookDto => p !== undefined);
  return { content, totalElements: total, page, size };
}
