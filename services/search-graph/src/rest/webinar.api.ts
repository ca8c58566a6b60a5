// The webinar service's listings (GET /webinar-service/api/v1/webinar/listing, docs/contracts.md).
import { webinarContracts, type WebinarListResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import type { WebinarListingType } from '@portal/domain';

// A webinar moves from upcoming to on demand when it ends: a minute late at most.
export const WEBINAR_LIST_TTL_SECONDS = 60;

export interface WebinarListRequest {
  type: WebinarListingType;
  webinarType: 'webinar' | 'peer discussions';
  page: number;
  size: number;
}

export class WebinarApi extends PortalRestDataSource {
  list({ type, webinarType, page, size }: WebinarListRequest): Promise<WebinarListResponseDto> {
    return this.callContract(
      webinarContracts.listing,
      { query: { type, webinarType, page: String(page), size: String(size) } },
      { cache: { ttl: WEBINAR_LIST_TTL_SECONDS } },
    );
  }
}
