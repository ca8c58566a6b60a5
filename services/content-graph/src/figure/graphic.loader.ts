import { batchByRecord, createLoader } from '@portal/graph-kit';
import type { GraphicsApi } from '../rest/graphics.api.js';

export function createGraphicLoader(api: GraphicsApi) {
  return createLoader(batchByRecord<unknown>((ids) => api.getMany(ids)));
}
