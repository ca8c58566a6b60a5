import type { WebinarDto, WebinarListResponseDto } from '@portal/domain';
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

  /** The next webinars an analyst hosts (the analyst view's upcoming events). */
  upcomingHostedBy(analystId: string, size: number): Promise<WebinarListResponseDto> {
    return this.getJson<WebinarListResponseDto>(`${BASE}/listing`, {
      params: { type: 'upcoming', hostId: analystId, size: String(size) },
      cache: { ttl: CACHE_TTL.webinars },
    });
  }

  /** Related webinars of a webinar page: same kind, same function, upcoming and on demand. */
  related(id: string, size: number): Promise<{ upcoming: WebinarDto[]; ondemand: WebinarDto[] }> {
    return this.getJson(`${BASE}/${encodeURIComponent(id)}/related`, { params: { size: String(size) }, cache: { ttl: CACHE_TTL.webinars } });
  }
}
