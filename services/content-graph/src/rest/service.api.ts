import type { PriorityDto, ServiceListingItemDto, ServicePageDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

const BASE = '/service-service/api/v1';
/** Priorities follow the function taxonomy, which changes with a release. */
export const PRIORITY_TTL_SECONDS = 600;
/** Logged-out listings and pages are the same for everyone (signed-in calls are never cached). */
export const SERVICE_TTL_SECONDS = 300;

export class ServiceApi extends PortalRestDataSource {
  /** Whether each service is held depends on the caller: the data source never caches a signed-in answer. */
  async list(): Promise<ServiceListingItemDto[]> {
    const { items } = await this.getJson<{ items: ServiceListingItemDto[] }>(`${BASE}/services`, { cache: { ttl: SERVICE_TTL_SECONDS } });
    return items;
  }

  /** A service page by id or slug; null when the service answers nothing (no access, spec 3 §6). */
  page(key: { id?: string | null; slug: string }): Promise<ServicePageDto | null> {
    const path = key.id ? `${BASE}/service/${encodeURIComponent(key.id)}` : `${BASE}/service/by-slug`;
    const params = key.id ? undefined : { slug: key.slug };
    return this.getJson<ServicePageDto | null>(path, { params, cache: { ttl: SERVICE_TTL_SECONDS }, emptyIsSuccess: true }).then((page) => page || null);
  }

  getPriority(id: string): Promise<PriorityDto> {
    return this.getJson<PriorityDto>(`/priority-service/api/v1/priority/${encodeURIComponent(id)}`, { cache: { ttl: PRIORITY_TTL_SECONDS } });
  }

  async getPriorities(ids: readonly string[]): Promise<PriorityDto[]> {
    const { items } = await this.getJson<{ items: PriorityDto[] }>('/priority-service/api/v1/priority', { params: { ids: ids.join(',') }, cache: { ttl: PRIORITY_TTL_SECONDS } });
    return items;
  }
}
