import { batchByIds, createLoader } from '@portal/graph-kit';
import type { PlaybookApi } from '../rest/listingContent.api.js';
import { toPlaybookSource, type PlaybookSource } from './playbook.mapper.js';

export function createPlaybookLoader(api: PlaybookApi) {
  return createLoader(batchByIds<string, PlaybookSource>(async (ids) => (await api.getMany(ids)).map(toPlaybookSource), (playbook) => playbook.contentId));
}
