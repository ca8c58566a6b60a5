import type { AlertBannerDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

export class ContentApi extends PortalRestDataSource {
  alertBanners(): Promise<AlertBannerDto[]> {
    return this.getJson<AlertBannerDto[]>('/content-service/api/v1/alert-banner', {
      cache: { ttl: CACHE_TTL.alertBanner },
    });
  }
}
