import { batchByRecord, createLoader, type SentReprintTokens } from '@portal/graph-kit';
import type { GraphicsApi } from '../rest/graphics.api.js';

/** `tokens`: the request's reprints or preview token, so that a report opened by one shows its figures. */
export function createGraphicLoader(api: GraphicsApi, tokens?: SentReprintTokens) {
  return createLoader(batchByRecord<unknown>((ids) => api.getMany(ids, tokens)));
}
