import { batchByIds, createLoader } from '@portal/graph-kit';
import type { PlaybookApi } from '../rest/listingContent.api.js';
import type { PlaybookDto } from '@portal/contracts';

export function createPlaybookLoader(api: PlaybookApi) {
  return createLoader(batchByIds<string, PlaybookDto>((ids) => api.getMany(ids), (playbook) => playbook.contentId));
}
