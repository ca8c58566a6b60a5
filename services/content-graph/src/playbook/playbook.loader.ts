import type { PlaybookDto } from '@portal/domain';
import { batchByIds, createLoader } from '@portal/graph-kit';
import type { PlaybookApi } from '../rest/listingContent.api.js';

export function createPlaybookLoader(api: PlaybookApi) {
  return createLoader(batchByIds<string, PlaybookDto>((ids) => api.getMany(ids), (playbook) => playbook.contentId));
}
