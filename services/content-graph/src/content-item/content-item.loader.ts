import { batchByIds, createLoader } from '@portal/graph-kit';
import type { ContentItemApi } from '../rest/contentItem.api.js';
import type { ContentItemDto } from '@portal/contracts';

export function createContentItemLoader(api: ContentItemApi) {
  return createLoader(batchByIds<string, ContentItemDto>((ids) => api.getMany(ids), (item) => item.contentId));
}
