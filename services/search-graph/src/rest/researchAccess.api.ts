import { PortalRestDataSource } from '@portal/graph-kit';

export interface ResearchAccessDto {
  contentId: string;
  hasAccess: boolean;
}

/**
 * research-service's per-report access check (spec 3 §6) for the caller. A visitor's answer is the
 * same for every visitor and is cached like other public content; a signed-in caller's request
 * skips the cache (PortalRestDataSource never shares what a user asked).
 */
export class ResearchAccessApi extends PortalRestDataSource {
  async check(ids: readonly string[]): Promise<ResearchAccessDto[]> {
    const { items } = await this.getJson<{ items: ResearchAccessDto[] }>('/research-service/api/v1/research/access', {
      params: { ids: ids.join(',') },
      cache: { ttl: 60 },
    });
    return items;
  }
}
