import { batchByIds, createLoader } from '@portal/graph-kit';
import type { ResearchApi } from '../rest/research.api.js';
import type { ResearchDto } from '@portal/contracts';

export function createResearchLoader(api: ResearchApi) {
  return createLoader(batchByIds<string, ResearchDto>((ids) => api.getMany(ids), (report) => report.contentId));
}

/** Whether the caller may read each report: one access check for all the reports of a request. */
export function createResearchAccessLoader(api: ResearchApi) {
  return createLoader(batchByIds<string, { contentId: string; hasAccess: boolean }>((ids) => api.access(ids), (item) => item.contentId));
}
