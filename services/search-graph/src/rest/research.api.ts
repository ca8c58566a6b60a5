import { researchContracts, type ResearchDto } from '@portal/contracts';
import { PortalRestDataSource } from '@portal/graph-kit';

// Reports change when edited or published: five minutes, as for related research.
const RESEARCH_TTL_SECONDS = 300;

/** research-service reads the home page needs: reports by id (their titles) and an author's latest. */
export class ResearchApi extends PortalRestDataSource {
  async batch(ids: readonly string[]): Promise<ResearchDto[]> {
    if (ids.length === 0) return [];
    const { items } = await this.callContract(researchContracts.batch, { query: { ids: ids.join(',') } }, { cache: { ttl: RESEARCH_TTL_SECONDS } });
    return items;
  }

  /** The analyst's newest report ids. */
  async byAuthor(analystId: string, size: number): Promise<string[]> {
    const { content } = await this.callContract(
      researchContracts.byAuthor,
      { params: { analystId }, query: { size: String(size) } },
      { cache: { ttl: RESEARCH_TTL_SECONDS } },
    );
    return content.map((item) => item.contentId);
  }
}
