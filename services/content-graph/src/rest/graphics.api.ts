import { researchContracts } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class GraphicsApi extends PortalRestDataSource {
  /** Old-format charts by graphics id; unvalidated (conversion decides what is valid). */
  async getMany(ids: readonly string[]): Promise<Record<string, unknown>> {
    const { items } = await this.callContract(researchContracts.graphics, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.graphics } });
    return items;
  }
}
