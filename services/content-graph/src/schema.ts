import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { AlertBannerResolver } from './alert-banner/alert-banner.resolver.js';
import { analystReference } from './analyst/analyst.reference.js';
import { ChartResolver } from './figure/chart.resolver.js';
import { figureReference } from './figure/figure.reference.js';
import { FigureResolver } from './figure/figure.resolver.js';
import { reportReference } from './report/report.reference.js';
import { ReportResolver } from './report/report.resolver.js';
import { RecordReportViewResolver } from './report/record-view.resolver.js';
import { webinarReference } from './webinar/webinar.reference.js';
import { contentItemReference } from './content-item/content-item.reference.js';
import { ContentItemResolver } from './content-item/content-item.resolver.js';
import { ContentItem } from './content-item/content-item.type.js';
import { WebinarResolver } from './webinar/webinar.resolver.js';
import { NavigationResolver } from './navigation/navigation.resolver.js';
import { FeatureFlagsResolver } from './feature-flags/feature-flags.resolver.js';
import { AnalystProfileResolver } from './analyst/analyst.resolver.js';
import { RelatedWebinarsResolver } from './webinar/related-webinars.resolver.js';
import { WebinarFilesResolver, WebinarWatchResolver } from './webinar/webinar-watch.resolver.js';
import { WebinarProgressResolver } from './webinar/webinar-progress.resolver.js';
import { PlaybookResolver } from './playbook/playbook.resolver.js';
import { playbookReference } from './playbook/playbook.reference.js';
import { SurveyResolver } from './survey/survey.resolver.js';
import { ReportSurveyDashboardResolver, SurveyDashboardResolver } from './survey/survey-dashboard.resolver.js';
import { surveyReference } from './survey/survey.reference.js';
import { InsightPageAuthorsResolver, InsightPagesResolver } from './insight-page/insight-page.resolver.js';
import { TechnologyResolver } from './technology/technology.resolver.js';
import { technologyReference } from './technology/technology.reference.js';
import { ServiceResolver } from './service/service.resolver.js';
import { PriorityResolver } from './priority/priority.resolver.js';
import { BlueprintResolver } from './blueprint/blueprint.resolver.js';
import { FlexPageResolver } from './flex-page/flex-page.resolver.js';
import { priorityReference } from './priority/priority.reference.js';
import { AssistantAccessResolver, AssistantChatResolver, AssistantCitationResolver } from './assistant/assistant.resolver.js';
import { AskAssistantResolver } from './assistant/ask.resolver.js';
import { DownloadResolver } from './download/download.resolver.js';
import { ReportAccessCheckResolver } from './access-check/access-check.resolver.js';
import { ReprintLinkListResolver, ReprintLinkResolver } from './reprint/reprint-link.resolver.js';

const options: SubgraphOptions = {
  resolvers: [ReportResolver, FigureResolver, ChartResolver, AlertBannerResolver, WebinarResolver, ContentItemResolver, NavigationResolver, FeatureFlagsResolver, AnalystProfileResolver, RelatedWebinarsResolver, WebinarWatchResolver, WebinarFilesResolver, WebinarProgressResolver, TechnologyResolver, ServiceResolver, PriorityResolver, PlaybookResolver, SurveyResolver, InsightPagesResolver, InsightPageAuthorsResolver, FlexPageResolver, BlueprintResolver,
    AssistantAccessResolver, AssistantChatResolver, AssistantCitationResolver, AskAssistantResolver,
    // report downloads (issue #13)
    DownloadResolver,
    // the report page's access check (issue #13)
    ReportAccessCheckResolver, ReprintLinkResolver, ReprintLinkListResolver,
    // the report page's survey dashboard (issue #13)
    ReportSurveyDashboardResolver, SurveyDashboardResolver,
    // the search cards' "Viewed …", recorded by the report page (spec 2 §3)
    RecordReportViewResolver],
  // ContentItem is reached only as an entity reference (search cards), so type-graphql must be told it exists.
  orphanedTypes: [ContentItem],
  referenceResolvers: { ...reportReference, ...analystReference, ...figureReference, ...webinarReference, ...contentItemReference, ...technologyReference, ...priorityReference, ...playbookReference, ...surveyReference },
};

export function buildContentSubgraph() {
  return buildSubgraph(options);
}

export function contentSubgraphSdl(): Promise<string> {
  return emitSubgraphSdl(options);
}
