// The playbook and survey services' listings (docs/contracts-listings.md): one page per call.
import { playbookContracts, surveyContracts, type PlaybookListResponseDto, type SurveyListResponseDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';
import type { PlaybookTabId, SurveySortType, SurveyTabId, SortOrder } from '@portal/domain';

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
    return this.callContract(
      playbookContracts.listing,
      { query: { category, page: String(page), size: String(size) } },
      { cache: { ttl: LISTING_TTL_SECONDS } },
    );
  }

  surveys(request: SurveyListRequest): Promise<SurveyListResponseDto> {
    const query = {
      surveyType: request.surveyType,
      sortType: request.sortType,
      sortOrder: request.sortOrder,
      publishedSinceInDays: String(request.publishedSinceInDays),
      page: String(request.page),
      size: String(request.size),
      ...(request.query === '' ? {} : { query: request.query }),
    };
    return this.callContract(surveyContracts.listing, { query }, { cache: { ttl: LISTING_TTL_SECONDS } });
  }
}
