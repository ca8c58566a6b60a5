import { serviceContracts, type ServiceListingItemDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

/** Logged-out listings are the same for everyone (a signed-in answer is never cached). */
export const SERVICE_LIST_TTL_SECONDS = 300;

/** service-service's listing as the caller sees it: which functions and services they hold (isSubscribed). */
export class ServicesApi extends PortalRestDataSource {
  async list(): Promise<ServiceListingItemDto[]> {
    const { items } = await this.callContract(serviceContracts.list, {}, { cache: { ttl: SERVICE_LIST_TTL_SECONDS } });
    return items;
  }
}
