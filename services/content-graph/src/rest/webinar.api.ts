import { webinarContracts, type RelatedWebinarsDto, type WebinarDto, type WebinarListResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class WebinarApi extends PortalRestDataSource {
  getById(id: string): Promise<WebinarDto> {
    return this.callContract(webinarContracts.get, { params: { id } }, { cache: { ttl: CACHE_TTL.webinars }, content: { kind: 'webinar', ids: [id] } });
  }

  /** Webinars in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<WebinarDto[]> {
    const { items } = await this.callContract(webinarContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.webinars }, content: { kind: 'webinar', ids } });
    return items;
  }

  /** The next webinars an analyst hosts (the analyst view's upcoming events). */
  upcomingHostedBy(analystId: string, size: number): Promise<WebinarListResponseDto> {
    return this.callContract(
      webinarContracts.listing,
      { query: { type: 'upcoming', hostId: analystId, size: String(size) } },
      { cache: { ttl: CACHE_TTL.webinars } },
    );
  }

  /** Related webinars of a webinar page: same kind, same function, upcoming and on demand. */
  related(id: string, size: number): Promise<RelatedWebinarsDto> {
    return this.callContract(webinarContracts.related, { params: { id }, query: { size: String(size) } }, { cache: { ttl: CACHE_TTL.webinars } });
  }
}
