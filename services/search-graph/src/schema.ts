import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { AnalystsResolver } from './analysts/analysts.resolver.js';
import { reportReference } from './report/report.reference.js';
import { ReportRelatedResearchResolver } from './report/report.resolver.js';
import { Report } from './report/report.type.js';
import { SearchResolver } from './search/search.resolver.js';
import { SearchCardLastViewedResolver } from './last-viewed/lastViewed.resolver.js';
import { SearchPreviewsResolver } from './search/searchPreviews.resolver.js';
import { WebinarsResolver } from './webinars/webinars.resolver.js';

const options: SubgraphOptions = {
  resolvers: [ReportRelatedResearchResolver, SearchResolver, SearchCardLastViewedResolver, SearchPreviewsResolver, AnalystsResolver, WebinarsResolver],
  // relatedResearch is only reachable through the entity, so type-graphql must be told it exists.
  orphanedTypes: [Report],
  referenceResolvers: reportReference,
};

export function buildSearchSubgraph() {
  return buildSubgraph(options);
}

export function searchSubgraphSdl(): Promise<string> {
  return emitSubgraphSdl(options);
}
