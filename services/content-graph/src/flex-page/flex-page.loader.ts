import type { FlexPageDto } from '@portal/contracts';
import { createLoader } from '@portal/graph-kit';
import type { FlexApi } from '../rest/flex.api.js';

/** Flex pages of the request by id (null when unknown): flex-service reads one page a call, so the loader only dedups. */
export function createFlexPageLoader(api: FlexApi) {
  return createLoader<string, FlexPageDto | null>((ids) => Promise.all(ids.map((id) => api.page(id))));
}
