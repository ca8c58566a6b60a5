import { batchByIds, createLoader } from '@portal/graph-kit';
import type { AnalystApi } from '../rest/analyst.api.js';
import type { AnalystDto } from '@portal/contracts';

export function createAnalystLoader(api: AnalystApi) {
  return createLoader(batchByIds<string, AnalystDto>((ids) => api.getMany(ids), (analyst) => analyst.contentId));
}
