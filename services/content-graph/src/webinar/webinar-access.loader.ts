import { batchByIds, createLoader } from '@portal/graph-kit';
import type { WebinarWatchApi } from '../rest/webinarWatch.api.js';

/** Whether the caller may watch each webinar: one access call for all the webinars of a request. */
export function createWebinarAccessLoader(api: WebinarWatchApi) {
  return createLoader(batchByIds<string, { contentId: string; hasAccess: boolean }>((ids) => api.access(ids), (item) => item.contentId));
}
