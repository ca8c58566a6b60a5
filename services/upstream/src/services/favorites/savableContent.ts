// What a content id names, as the saved collection keeps it: the seven savable types are read from
// their own tables (reports and their figures, webinars and peer discussions, tools and podcasts);
// any other kind of content is refused by name, and an id of a savable kind that names nothing is
// unknown.
import { eq } from 'drizzle-orm';
import { bodyFigures, contentPath, notSavableMessage, type BodyBlockDto, type SavableContentType } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { contentItems, research, webinars } from '../../db/schema.js';

export interface SavableContent {
  contentId: string;
  containerId: string | null;
  contentType: SavableContentType;
  title: string;
  summary: string;
  path: string;
  publishedDate: string;
  topics: string[];
}

export type SavableLookup = { found: SavableContent } | { notSavable: string } | { unknown: true };

const FIGURE_ID = /^(RES\d+)-figure-\d+$/;

// The kinds of content that exist but may not be saved, by id prefix, as the refusal names them.
const NOT_SAVABLE: Readonly<Record<string, string>> = {
  BIO: 'An analyst profile',
  PLA: 'A playbook',
  SUS: 'A survey',
  BLG: 'A blog post',
  SER: 'A service',
  PRI: 'A priority',
  FRM: 'A form',
  PRD: 'A prediction',
};

async function report(db: Database, id: string, figureId: string | null): Promise<SavableLookup> {
  const [row] = await db.select().from(research).where(eq(research.id, id)).limit(1);
  if (!row) return { unknown: true };
  const path = contentPath(row.id, row.slug);
  if (figureId === null) {
    return { found: { contentId: id, containerId: null, contentType: 'report', title: row.title, summary: row.summary, path, publishedDate: row.publishedDate, topics: row.topics } };
  }
  const blocks = (row.body as { blocks: BodyBlockDto[] }).blocks;
  const figure = bodyFigures(blocks).find((block) => block.id === figureId);
  if (!figure) return { unknown: true };
  return {
    found: {
      contentId: figureId, containerId: row.id, contentType: 'figure', title: figure.figureTitle, summary: `${figure.label} of "${row.title}"`,
      // A figure opens in its report, scrolled to it (as its search card does).
      path: `${path}#${figureId}`, publishedDate: row.publishedDate, topics: row.topics,
    },
  };
}

async function webinar(db: Database, id: string): Promise<SavableLookup> {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, id)).limit(1);
  if (!row) return { unknown: true };
  const peer = row.webinarType === 'Peer Discussions';
  return {
    found: {
      contentId: id, containerId: null, contentType: peer ? 'peerDiscussion' : 'webinar', title: row.title, summary: row.summary,
      path: `/${peer ? 'peer-discussions' : 'webinar'}/${row.slug}/${row.id}`, publishedDate: row.startDate.toISOString().slice(0, 10), topics: row.topics,
    },
  };
}

async function contentItem(db: Database, id: string): Promise<SavableLookup> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1);
  if (!row) return { unknown: true };
  const type = row.contentType === 'tool' ? 'tool' : row.contentType === 'podcast' ? 'audio' : null;
  if (type === null) return { notSavable: notSavableMessage(NOT_SAVABLE[id.slice(0, 3)] ?? `A ${row.contentType}`) };
  return { found: { contentId: id, containerId: null, contentType: type, title: row.title, summary: row.summary, path: row.path, publishedDate: row.publishedDate, topics: row.topics } };
}

/** The content an id names, or why it cannot be saved. The id has the shape SAVED_CONTENT_ID_PATTERN checks. */
export async function findSavableContent(db: Database, id: string): Promise<SavableLookup> {
  const figure = FIGURE_ID.exec(id);
  if (figure) return report(db, figure[1], id);
  const prefix = id.slice(0, 3);
  switch (prefix) {
    case 'RES':
      return report(db, id, null);
    case 'WEB':
      return webinar(db, id);
    case 'TOL':
    case 'POD':
      return contentItem(db, id);
    default:
      // Videos are savable, but the portal holds none yet, so no id names one.
      return { notSavable: notSavableMessage(NOT_SAVABLE[prefix] ?? 'This content') };
  }
}
