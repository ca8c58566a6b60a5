import { batchByIds, createLoader } from '@portal/graph-kit';
import type { WebinarApi } from '../rest/webinar.api.js';
import type { WebinarDto } from '@portal/contracts';

export function createWebinarLoader(api: WebinarApi) {
  return createLoader(batchByIds<string, WebinarDto>((ids) => api.getMany(ids), (webinar) => webinar.contentId));
}
