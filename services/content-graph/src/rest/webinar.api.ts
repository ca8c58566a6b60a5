import type { WebinarDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

const BASE = '/webinar-service/api/v1/webinar';

export class WebinarApi extends PortalRestDataSource {
  getById(id: string): Promise<WebinarDto> {
    return this.getJson<WebinarDto>(`${BASE}/${encodeURIComponent(id)}`, { cache: { ttl: CACHE_TTL.webinars } });
  }

  /** Webinars in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<WebinarDto[]> {
    const { items } = await this.getJson<{ items: WebinarDto[] }>(BASE, { params: { ids: ids.join(',') }, cache: { ttl: CACHE_TTL.webinars } });
    return items;
  }
}
