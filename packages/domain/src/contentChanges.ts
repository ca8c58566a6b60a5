// Content changes as upstream announces them to the other processes (issue #14): which ids of
// which kind changed, so that the gateway drops the cached answers holding them. Carried on a
// Redis channel under the deployment's REDIS_PREFIX (the database's own notifications reach only
// upstream, and PGlite runs inside it).
import type { output } from 'zod';
import { z } from './zod.js';

export const CONTENT_CHANGES_CHANNEL = 'content-changes';

export const contentChangeNoticeSchema = z.object({
  kind: z.enum(['research', 'webinar', 'survey', 'contentItem']),
  ids: z.array(z.string().max(64)).max(10_000),
});

export type ContentChangeNotice = output<typeof contentChangeNoticeSchema>;

/** The Redis channel of content changes for `prefix` (REDIS_PREFIX, e.g. `portal:`). */
export function contentChangesChannel(prefix: string): string {
  return `${prefix}${CONTENT_CHANGES_CHANNEL}`;
}
