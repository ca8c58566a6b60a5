import { priorityContracts, serviceContracts, type PriorityDto, type ServiceListingItemDto, type ServicePageDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** Priorities follow the function taxonomy, which changes with a release. */
export const PRIORITY_TTL_SECONDS = 600;
/** Logged-out listings and pages are the same for everyone (signed-in calls are never cached). */
export const SERVICE_TTL_SECONDS = 300;

export class ServiceApi extends PortalRestDataSource {
  /** Whether each service is held depends on the caller: the data source never caches a signed-in answer. */
  async list(): Promise<ServiceListingItemDto[]> {
    const { items } = await this.callContract(serviceContracts.list, {}, { cache: { ttl: SERVICE_TTL_SECONDS } });
    return items;
  }

  /** A service page by id or slug; null when the service answers nothing (no access, spec 3 §6). */
  async page(key: { id?: string | null; slug: string }): Promise<ServicePageDto | null> {
    const options = { cache: { ttl: SERVICE_TTL_SECONDS }, emptyIsSuccess: true };
    const page = key.id
      ? await this.callContract(serviceContracts.get, { params: { id: key.id } }, options)
      : await this.callContract(serviceContracts.bySlug, { query: { slug: key.slug } }, options);
    return page || null;
  }

  getPriority(id: string): Promise<PriorityDto> {
    return this.callContract(priorityContracts.get, { params: { id } }, { cache: { ttl: PRIORITY_TTL_SECONDS } });
  }

  async getPriorities(ids: readonly string[]): Promise<PriorityDto[]> {
    const { items } = await this.callContract(priorityContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: PRIORITY_TTL_SECONDS } });
    return items;
  }
}
