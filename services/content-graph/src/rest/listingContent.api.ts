// The playbook and survey services' page content (spec 3 §7 "Page content by id", "Surveys"):
// one by id for a detail page, many by id for the cards of a listing.
import { playbookContracts, surveyContracts, type PlaybookDto, type SurveyDashboardDto, type SurveyDto } from '@portal/contracts';
import { PortalRestDataSource, type SentReprintTokens } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';
import { reprintHeaders } from './reprintHeaders.js';

export class PlaybookApi extends PortalRestDataSource {
  getById(id: string): Promise<PlaybookDto> {
    return this.callContract(playbookContracts.get, { params: { id } }, { cache: { ttl: CACHE_TTL.contentItems }, content: { kind: 'contentItem', ids: [id] } });
  }

  /** In the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<PlaybookDto[]> {
    const { items } = await this.callContract(playbookContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.contentItems }, content: { kind: 'contentItem', ids } });
    return items;
  }
}

export class SurveyApi extends PortalRestDataSource {
  getById(id: string): Promise<SurveyDto> {
    return this.callContract(surveyContracts.get, { params: { id } }, { cache: { ttl: CACHE_TTL.contentItems }, content: { kind: 'survey', ids: [id] } });
  }

  async getMany(ids: readonly string[]): Promise<SurveyDto[]> {
    const { items } = await this.callContract(surveyContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: CACHE_TTL.contentItems }, content: { kind: 'survey', ids } });
    return items;
  }

  /**
   * The survey's dashboard as data report `reportId` draws it, readable exactly when the report is
   * (the report's no-access answer otherwise). With the page's reprints or preview token it is read
   * as the report was: never cached then.
   */
  getDashboard(surveyId: string, reportId: string, tokens?: SentReprintTokens): Promise<SurveyDashboardDto> {
    const input = { params: { id: surveyId }, query: { reportId } };
    if (tokens) return this.callContract(surveyContracts.dashboard, input, { cache: false, headers: reprintHeaders(tokens) });
    return this.callContract(surveyContracts.dashboard, input, { cache: { ttl: CACHE_TTL.research } });
  }
}
