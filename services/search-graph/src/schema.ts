import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { AnalystsResolver } from './analysts/analysts.resolver.js';
import { reportReference } from './report/report.reference.js';
import { ReportRelatedResearchResolver } from './report/report.resolver.js';
import { Report } from './report/report.type.js';
import { SearchResolver } from './search/search.resolver.js';
import { SearchCardLastViewedResolver } from './last-viewed/lastViewed.resolver.js';
import { SearchCardAccessResolver } from './access/hasAccess.resolver.js';
import { SearchPreviewsResolver } from './search/searchPreviews.resolver.js';
import { WebinarsResolver } from './webinars/webinars.resolver.js';
import { PlaybooksResolver } from './listings/playbooks/playbooks.resolver.js';
import { SurveysResolver } from './listings/surveys/surveys.resolver.js';
import { ThemedListingResolver } from './listings/themed/themed.resolver.js';
import { InsightsResolver } from './insights/insights.resolver.js';
import { TechnologiesResolver } from './technologies/technologies.resolver.js';
import { HomeResolver } from './home/home.resolver.js';
import { MyHomeResolver } from './home/myHome.resolver.js';
import { SearchCardSaleResolver } from './sale/sale.resolver.js';

const options: SubgraphOptions = {
  resolvers: [ReportRelatedResearchResolver, SearchResolver, SearchCardLastViewedResolver, SearchCardAccessResolver, SearchPreviewsResolver, AnalystsResolver, WebinarsResolver, InsightsResolver, TechnologiesResolver, PlaybooksResolver, SurveysResolver, ThemedListingResolver, HomeResolver, MyHomeResolver, SearchCardSaleResolver],
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
