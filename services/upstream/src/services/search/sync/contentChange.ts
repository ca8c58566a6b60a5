// What the content triggers announce on 'search_content_changed' (drizzle/0014_content_change_triggers.sql).
import type { ContentSelection } from '../searchDocuments.js';

export const CONTENT_CHANGE_CHANNEL = 'search_content_changed';

export const CONTENT_KINDS = ['research', 'webinar', 'survey', 'contentItem'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentChange {
  version: number;
  kind: ContentKind;
  ids: string[];
}

/** A payload as announced, or null for anything else (logged by the caller). */
export function parseContentChange(payload: string): ContentChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, kind, ids } = value as Record<string, unknown>;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
  if (typeof kind !== 'string' || !(CONTENT_KINDS as readonly string[]).includes(kind)) return null;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  return { version, kind: kind as ContentKind, ids };
}

/** Changes merged into one selection of documents to read again. */
export function selectionOf(changes: readonly ContentChange[]): ContentSelection {
  const sets: Record<ContentKind, Set<string>> = { research: new Set(), webinar: new Set(), survey: new Set(), contentItem: new Set() };
  for (const change of changes) for (const id of change.ids) sets[change.kind].add(id);
  return { research: [...sets.research], webinar: [...sets.webinar], survey: [...sets.survey], contentItem: [...sets.contentItem] };
}
