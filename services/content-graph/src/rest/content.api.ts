import { contentContracts, type AlertBannerDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class ContentApi extends PortalRestDataSource {
  alertBanners(): Promise<AlertBannerDto[]> {
    return this.callContract(contentContracts.alertBanners, {}, { cache: { ttl: CACHE_TTL.alertBanner } });
  }
}
