// One batched access check per page of cards: whether the caller may open each research card.
// An id the check does not know is not accessible (nothing is shown as open that cannot be read).
import { batchByIds, createLoader } from '@portal/graph-kit';
import type { ResearchAccessDto } from '@portal/contracts';
import type { ResearchAccessApi } from '../rest/researchAccess.api.js';

export function createResearchAccessLoader(api: ResearchAccessApi) {
  return createLoader(batchByIds<string, ResearchAccessDto>((ids) => api.check(ids), (item) => item.contentId));
}
