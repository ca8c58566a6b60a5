import { serviceContracts, type ServiceListingItemDto, type ServicePageDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** Logged-out listings are the same for everyone (a signed-in answer is never cached). */
export const SERVICE_LIST_TTL_SECONDS = 300;

/** service-service's listing as the caller sees it: which functions and services they hold (isSubscribed). */
export class ServicesApi extends PortalRestDataSource {
  async list(): Promise<ServiceListingItemDto[]> {
    const { items } = await this.callContract(serviceContracts.list, {}, { cache: { ttl: SERVICE_LIST_TTL_SECONDS } });
    return items;
  }

  /** One service's page (a function's priorities among it); null when the caller may not read it. */
  async page(id: string): Promise<ServicePageDto | null> {
    const page = await this.callContract(serviceContracts.get, { params: { id } }, { cache: { ttl: SERVICE_LIST_TTL_SECONDS }, emptyIsSuccess: true });
    return page || null;
  }
}
