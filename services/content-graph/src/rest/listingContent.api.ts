// The playbook and survey services' page content (spec 3 §7 "Page content by id", "Surveys"):
// one by id for a detail page, many by id for the cards of a listing.
import type { PlaybookDto, SurveyDto } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';
import { CACHE_TTL } from './cacheTtl.js';

const PLAYBOOKS = '/playbook-service/api/v1/playbook';
const SURVEYS = '/survey-service/api/v1/survey';

export class PlaybookApi extends PortalRestDataSource {
  getById(id: string): Promise<PlaybookDto> {
    return this.getJson<PlaybookDto>(`${PLAYBOOKS}/${encodeURIComponent(id)}`, { cache: { ttl: CACHE_TTL.contentItems } });
  }

  /** In the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<PlaybookDto[]> {
    const { items } = await this.getJson<{ items: PlaybookDto[] }>(PLAYBOOKS, { params: { ids: ids.join(',') }, cache: { ttl: CACHE_TTL.contentItems } });
    return items;
  }
}

export class SurveyApi extends PortalRestDataSource {
  getById(id: string): Promise<SurveyDto> {
    return this.getJson<SurveyDto>(`${SURVEYS}/${encodeURIComponent(id)}/content`, { cache: { ttl: CACHE_TTL.contentItems } });
  }

  async getMany(ids: readonly string[]): Promise<SurveyDto[]> {
    const { items } = await this.getJson<{ items: SurveyDto[] }>(SURVEYS, { params: { ids: ids.join(',') }, cache: { ttl: CACHE_TTL.contentItems } });
    return items;
  }
}
