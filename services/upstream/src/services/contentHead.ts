// The fields every content DTO opens with: its id twice (id and contentId, as the spec's DTOs
// carry both), slug, the portal path they make, title and summary.
import { contentPath } from '@portal/domain';

export interface ContentHeadRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
}

export function contentHeadOf(row: ContentHeadRow) {
  return { id: row.id, contentId: row.id, slug: row.slug, path: contentPath(row.id, row.slug), title: row.title, summary: row.summary };
}
