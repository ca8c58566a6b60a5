import { navigationContracts, type NavigationsResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class NavigationApi extends PortalRestDataSource {
  /** Every product's menu: public taxonomy, the same for all callers. */
  navigations(): Promise<NavigationsResponseDto> {
    return this.callContract(navigationContracts.navigations, {}, { cache: { ttl: CACHE_TTL.navigation } });
  }
}
