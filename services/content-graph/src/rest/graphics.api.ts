import { researchContracts } from '@portal/contracts';
import { PortalRestDataSource, type SentReprintTokens } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';
import { reprintHeaders } from './reprintHeaders.js';

export class GraphicsApi extends PortalRestDataSource {
  /**
   * Old-format charts by graphics id; unvalidated (conversion decides what is valid). With the page's
   * reprints or preview token, the figures of the report it opens are read too: never cached then.
   */
  async getMany(ids: readonly string[], tokens?: SentReprintTokens): Promise<Record<string, unknown>> {
    const options = tokens ? { cache: false as const, headers: reprintHeaders(tokens) } : { cache: { ttl: CACHE_TTL.graphics } };
    const { items } = await this.callContract(researchContracts.graphics, { query: { ids: ids.join(',') } }, options);
    return items;
  }
}
