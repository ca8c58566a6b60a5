import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { AnalystApi } from './rest/analyst.api.js';
import { SearchApi } from './rest/search.api.js';
import { WebinarApi } from './rest/webinar.api.js';
import { ListingsApi } from './rest/listings.api.js';
import { TechnologySearchApi } from './rest/technologySearch.api.js';
import { LastViewedApi } from './rest/lastViewed.api.js';
import { createLastViewedLoader } from './last-viewed/lastViewed.loader.js';
import { ResearchAccessApi } from './rest/researchAccess.api.js';
import { createResearchAccessLoader } from './access/researchAccess.loader.js';
import { LAST_VIEWED_RETRY_DELAY_MS } from './last-viewed/withRetries.js';
import { FollowsApi } from './rest/follows.api.js';
import { ServicesApi } from './rest/services.api.js';
import { ResearchApi } from './rest/research.api.js';

export interface SearchContext extends RequestContext {
  search: SearchApi;
  analysts: AnalystApi;
  webinars: WebinarApi;
  /** Playbook and survey listings. */
  listings: ListingsApi;
  technologies: TechnologySearchApi;
  /** The caller's follows, latest views, services and reports by id: the personalised home's signals. */
  follows: FollowsApi;
  views: LastViewedApi;
  services: ServicesApi;
  research: ResearchApi;
  /** The request's batched last-viewed loader; null when logged out (no call is ever made then). */
  lastViewedLoader(): ReturnType<typeof createLastViewedLoader> | null;
  loaders: {
    /** Whether the caller may open each research card (one access check per page). */
    researchAccess: ReturnType<typeof createResearchAccessLoader>;
  };
}

export interface SearchContextOptions {
  /** Pause between last-viewed attempts (spec: 5 s); tests pass a few ms. */
  lastViewedRetryDelayMs?: number;
}

export function createSearchContext(base: RequestContext, transport: RestTransport, options: SearchContextOptions = {}): SearchContext {
  const views = new LastViewedApi(transport, base);
  let lastViewed: ReturnType<typeof createLastViewedLoader> | null | undefined;
  const lastViewedLoader = () => {
    if (lastViewed === undefined) {
      lastViewed = base.user
        ? createLastViewedLoader(views, base.user.id, options.lastViewedRetryDelayMs ?? LAST_VIEWED_RETRY_DELAY_MS, base.logger)
        : null;
    }
    return lastViewed;
  };
  return {
    ...base, search: new SearchApi(transport, base), analysts: new AnalystApi(transport, base), webinars: new WebinarApi(transport, base),
    listings: new ListingsApi(transport, base),
    technologies: new TechnologySearchApi(transport, base),
    follows: new FollowsApi(transport, base),
    views,
    services: new ServicesApi(transport, base),
    research: new ResearchApi(transport, base),
    lastViewedLoader,
    loaders: { researchAccess: createResearchAccessLoader(new ResearchAccessApi(transport, base)) },
  };
}
