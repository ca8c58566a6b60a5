import type { ResearchDto } from '@portal/domain';
import { batchByIds, createLoader } from '@portal/graph-kit';
import type { ResearchApi } from '../rest/research.api.js';

export function createResearchLoader(api: ResearchApi) {
  return createLoader(batchByIds<string, ResearchDto>((ids) => api.getMany(ids), (report) => report.contentId));
}
