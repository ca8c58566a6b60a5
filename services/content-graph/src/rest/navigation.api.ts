import { navigationContracts, type NavigationSectionsResponseDto, type NavigationsResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class NavigationApi extends PortalRestDataSource {
  /** Every product's menu: public taxonomy, the same for all callers. */
  navigations(): Promise<NavigationsResponseDto> {
    return this.callContract(navigationContracts.navigations, {}, { cache: { ttl: CACHE_TTL.navigation } });
  }

  /** The source sections (spec 3 §3): public, the same for all callers. */
  sections(): Promise<NavigationSectionsResponseDto> {
    return this.callContract(navigationContracts.sections, {}, { cache: { ttl: CACHE_TTL.navigation } });
  }
}
