import { createHash } from 'node:crypto';
import { INTERACTIVE_DATA_TOOL, type FeatureFlagValues } from '@portal/domain';
import { searchContracts, type SearchBody, type SearchParams, type SearchResponseDto } from '@portal/contracts';
import { AppConfigApi, PortalRestDataSource, type RequestIdentity, type RestTransport } from '@portal/graph-kit';

// Related research changes when reports are published: five minutes of staleness is fine.
const RELATED_RESEARCH_TTL_SECONDS = 300;
// Search answers are asked again and again (paging back, the same popular terms) but should
// follow new content quickly: a minute.
export const SEARCH_TTL_SECONDS = 60;
export const SUGGESTIONS_TTL_SECONDS = 60;

/** The product prefix of the autocomplete type (`{product}-autocomplete`, spec 2 §7). */
export const SEARCH_PRODUCT = 'fd';

export class SearchApi extends PortalRestDataSource {
  private readonly cache: RestTransport['cache'];
  private readonly appConfig: AppConfigApi;

  constructor(transport: RestTransport, identity: RequestIdentity) {
    super(transport, identity);
    this.cache = transport.cache;
    this.appConfig = new AppConfigApi(transport, identity, 'search');
  }

  async relatedResearch(id: string, size: number): Promise<{ contentId: string }[]> {
    const { items } = await this.callContract(searchContracts.related, { params: { id }, query: { size: String(size) } }, { cache: { ttl: RELATED_RESEARCH_TTL_SECONDS } });
    return items;
  }

  /**
   * The search is a POST (its filters travel in the body), which the HTTP cache under
   * RESTDataSource never stores; so an anonymous answer is kept in the same shared cache here,
   * keyed by everything that was asked. With a user the answer depends on their access: never cached.
   */
  async search(params: SearchParams, asked: SearchBody): Promise<SearchResponseDto> {
    const body = withFeatureExclusions(asked, await this.appConfig.featureFlags());
    const ask = () => this.callContract(searchContracts.search, { query: params, body }, { emptyIsSuccess: false });
    if (this.identity.user) return ask();
    const key = searchCacheKey(params, body);
    const cached = await this.cache.get(key);
    if (cached !== undefined) return JSON.parse(cached) as SearchResponseDto;
    const answer = await ask();
    await this.cache.set(key, JSON.stringify(answer), { ttl: SEARCH_TTL_SECONDS });
    return answer;
  }

  async suggestions(query: string, size: number): Promise<string[]> {
    const { suggestions } = await this.callContract(
      searchContracts.suggest,
      { query: { query, type: `${SEARCH_PRODUCT}-autocomplete`, size: String(size), isUserSearch: 'false' } },
      { cache: { ttl: SUGGESTIONS_TTL_SECONDS } },
    );
    return suggestions;
  }
}

/** Same question, same key: parameters in a fixed order, the body hashed with them. */
export function searchCacheKey(params: SearchParams, body: SearchBody): string {
  const sortedParams = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const digest = createHash('sha256').update(JSON.stringify([sortedParams, body])).digest('hex');
  return `search-graph:search:${digest}`;
}

/**
 * Spec 2 §5: the Interactive Data Tool's content and filter values show only while
 * release_search_idt is on; otherwise the service leaves those tools out of results and counts.
 */
export function withFeatureExclusions(body: SearchBody, flags: FeatureFlagValues): SearchBody {
  if (flags.release_search_idt === true) return body;
  return { filters: { termFilters: body.filters?.termFilters ?? {}, excludeTermFilters: { ipType: [INTERACTIVE_DATA_TOOL] } } };
}
