import { PortalRestDataSource } from '@portal/graph-kit';

export interface ResearchAccessDto {
  contentId: string;
  hasAccess: boolean;
}

/** research-service's per-report access check (spec 3 §6) for the caller; never cached (per user). */
export class ResearchAccessApi extends PortalRestDataSource {
  async check(ids: readonly string[]): Promise<ResearchAccessDto[]> {
    const { items } = await this.getJson<{ items: ResearchAccessDto[] }>('/research-service/api/v1/research/access', {
      params: { ids: ids.join(',') },
      cache: false,
    });
    return items;
  }
}
