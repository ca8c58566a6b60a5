// The webinar service's listings (GET /webinar-service/api/v1/webinar/listing, docs/contracts.md).
import { PortalRestDataSource } from '@portal/graph-kit';
import type { WebinarListingType, WebinarListResponseDto } from '@portal/domain';

// A webinar moves from upcoming to on demand when it ends: a minute late at most.
export const WEBINAR_LIST_TTL_SECONDS = 60;

export interface WebinarListRequest {
  type: WebinarListingType;
  webinarType: 'webinar' | 'peer discussions';
  page: number;
  size: number;
}

export class WebinarApi extends PortalRestDataSource {
  async list({ type, webinarType, page, size }: WebinarListRequest): Promise<WebinarListResponseDto> {
    const params = { type, webinarType, page: String(page), size: String(size) };
    return this.getJson<WebinarListResponseDto>('/webinar-service/api/v1/webinar/listing', { params, cache: { ttl: WEBINAR_LIST_TTL_SECONDS } });
  }
}
