import { AppConfigApi, type RequestContext, type RestTransport } from '@portal/graph-kit';
import { createAnalystLoader } from './analyst/analyst.loader.js';
import { createGraphicLoader } from './figure/graphic.loader.js';
import { createResearchAccessLoader, createResearchLoader } from './report/report.loader.js';
import { AnalystApi } from './rest/analyst.api.js';
import { ContentApi } from './rest/content.api.js';
import { GraphicsApi } from './rest/graphics.api.js';
import { ResearchApi } from './rest/research.api.js';
import { DocumentsApi } from './rest/documents.api.js';
import { WebinarApi } from './rest/webinar.api.js';
import { WebinarWatchApi } from './rest/webinarWatch.api.js';
import { createWebinarAccessLoader } from './webinar/webinar-access.loader.js';
import { LastViewedApi } from './rest/lastViewed.api.js';
import { NavigationApi } from './rest/navigation.api.js';
import { SessionApi } from './rest/session.api.js';
import { PermissionApi } from './rest/permission.api.js';
import { PromptManagerApi } from './rest/promptmanager.api.js';
import { IzolaApi } from './rest/izola.api.js';
import { ContentItemApi } from './rest/contentItem.api.js';
import { createContentItemLoader } from './content-item/content-item.loader.js';
import { createWebinarLoader } from './webinar/webinar.loader.js';
import { PlaybookApi, SurveyApi } from './rest/listingContent.api.js';
import { InsightPagesApi } from './rest/insightPages.api.js';
import { BlueprintApi, FlexApi } from './rest/flex.api.js';
import { createFlexPageLoader } from './flex-page/flex-page.loader.js';
import { createPlaybookLoader } from './playbook/playbook.loader.js';
import { createSurveyLoader } from './survey/survey.loader.js';
import { createSurveyDashboardLoader } from './survey/survey-dashboard.loader.js';
import { createCatalogueContext, type CatalogueContext } from './catalogue/catalogue.context.js';

export interface ContentContext extends RequestContext {
  research: ResearchApi;
  content: ContentApi;
  webinars: WebinarApi;
  /** A webinar's access, assets and recording (user-scoped, never cached). */
  webinarWatch: WebinarWatchApi;
  /** Signed-in views, for the search cards' 'Viewed …' (spec 2 §3). */
  lastViewed: LastViewedApi;
  navigation: NavigationApi;
  appConfig: AppConfigApi;
  analysts: AnalystApi;
  session: SessionApi;
  /** The assistant: who may ask (permission-service) and the reader's chats (promptmanager-service). */
  permission: PermissionApi;
  promptManager: PromptManagerApi;
  /** The assistant's answers, streamed (izola-service). */
  izola: IzolaApi;
  playbooks: PlaybookApi;
  surveys: SurveyApi;
  /** Planning guides and predictions. */
  insightPages: InsightPagesApi;
  /** Technology catalogue, functions and services, priorities. */
  catalogue: CatalogueContext;
  /** Solution blueprints (their cards and pages). */
  blueprints: BlueprintApi;
  /** The report's files: the personalised PDF and watermarked figures (issue #13). */
  documents: DocumentsApi;
  loaders: {
    research: ReturnType<typeof createResearchLoader>;
    researchAccess: ReturnType<typeof createResearchAccessLoader>;
    analyst: ReturnType<typeof createAnalystLoader>;
    graphic: ReturnType<typeof createGraphicLoader>;
    webinar: ReturnType<typeof createWebinarLoader>;
    webinarAccess: ReturnType<typeof createWebinarAccessLoader>;
    contentItem: ReturnType<typeof createContentItemLoader>;
    playbook: ReturnType<typeof createPlaybookLoader>;
    survey: ReturnType<typeof createSurveyLoader>;
    /** A data report's survey dashboard (issue #13). */
    surveyDashboard: ReturnType<typeof createSurveyDashboardLoader>;
    flexPage: ReturnType<typeof createFlexPageLoader>;
  };
}

/** Per request: fresh data sources (request dedup) and loaders (batching, per-user caching). */
export function createContentContext(base: RequestContext, transport: RestTransport): ContentContext {
  const research = new ResearchApi(transport, base);
  const webinars = new WebinarApi(transport, base);
  const webinarWatch = new WebinarWatchApi(transport, base);
  const analysts = new AnalystApi(transport, base);
  const playbooks = new PlaybookApi(transport, base);
  const surveys = new SurveyApi(transport, base);
  return {
    ...base,
    research,
    content: new ContentApi(transport, base),
    webinars,
    webinarWatch,
    navigation: new NavigationApi(transport, base),
    appConfig: new AppConfigApi(transport, base, 'web'),
    analysts,
    session: new SessionApi(transport, base),
    permission: new PermissionApi(transport, base),
    promptManager: new PromptManagerApi(transport, base),
    izola: new IzolaApi(transport, base),
    playbooks,
    surveys,
    insightPages: new InsightPagesApi(transport, base),
    catalogue: createCatalogueContext(base, transport),
    lastViewed: new LastViewedApi(transport, base),
    blueprints: new BlueprintApi(transport, base),
    documents: new DocumentsApi(transport, base),
    loaders: {
      research: createResearchLoader(research),
      researchAccess: createResearchAccessLoader(research),
      analyst: createAnalystLoader(analysts),
      graphic: createGraphicLoader(new GraphicsApi(transport, base), base.reprintTokens),
      webinar: createWebinarLoader(webinars),
      webinarAccess: createWebinarAccessLoader(webinarWatch),
      contentItem: createContentItemLoader(new ContentItemApi(transport, base)),
      playbook: createPlaybookLoader(playbooks),
      survey: createSurveyLoader(surveys),
      surveyDashboard: createSurveyDashboardLoader(surveys, base.reprintTokens),
      flexPage: createFlexPageLoader(new FlexApi(transport, base)),
    },
  };
}
