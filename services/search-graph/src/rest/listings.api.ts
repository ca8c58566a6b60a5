// The playbook and survey services' listings (docs/contracts-listings.md): one page per call.
import { PortalRestDataSource } from '@portal/graph-kit';
import type { PlaybookListResponseDto, PlaybookTabId, SurveyListResponseDto, SurveySortType, SurveyTabId, SortOrder } from '@portal/domain';

// Editors publish playbooks and surveys a few times a week: five minutes of staleness is fine.
export const LISTING_TTL_SECONDS = 300;

export interface PlaybookListRequest {
  category: PlaybookTabId;
  page: number;
  size: number;
}

export interface SurveyListRequest {
  surveyType: SurveyTabId;
  query: string;
  sortType: SurveySortType;
  sortOrder: SortOrder;
  publishedSinceInDays: number;
  page: number;
  size: number;
}

export class ListingsApi extends PortalRestDataSource {
  playbooks({ category, page, size }: PlaybookListRequest): Promise<PlaybookListResponseDto> {
    const params = { category, page: String(page), size: String(size) };
    return this.getJson<PlaybookListResponseDto>('/playbook-service/api/v1/playbook/listing', { params, cache: { ttl: LISTING_TTL_SECONDS } });
  }

  surveys(request: SurveyListRequest): Promise<SurveyListResponseDto> {
    const params: Record<string, string> = {
      surveyType: request.surveyType,
      sortType: request.sortType,
      sortOrder: request.sortOrder,
      publishedSinceInDays: String(request.publishedSinceInDays),
      page: String(request.page),
      size: String(request.size),
    };
    if (request.query !== '') params.query = request.query;
    return this.getJson<SurveyListResponseDto>('/survey-service/api/v1/survey/listing', { params, cache: { ttl: LISTING_TTL_SECONDS } });
  }
}
