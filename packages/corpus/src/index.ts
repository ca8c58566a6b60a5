export { DEFAULT_SEED, DEFAULT_SIZE, MAX_SIZE, corpusConfigFromEnv, type CorpusConfig } from './config.js';
export { functionAreas, type FunctionArea, type Priority } from './functions.js';
export { analysts, analystId, ANALYST_COUNT } from './analysts.js';
export { report, reports, type CorpusReport } from './report.js';
export { alertBanners } from './banners.js';
export { fixtures } from './fixtures.js';
export { reportId, reportIndexOf, graphicsId, graphicsIdParts } from './ids.js';
export { IMAGES_BASE, analystImagePath, figureImagePath, heroImagePath } from './imagePaths.js';
export { reportFacets, type ReportFacets } from './facets.js';
export {
  ENTERPRISE_PRIORITIES, FACET_GEOGRAPHIES, FACET_INDUSTRIES, FUNCTION_SERVICE, GLOBAL_GEOGRAPHY, PHASES, SERVICES,
  type Phase, type ServiceSlug,
} from './vocabulary/facets.js';
export { CORPUS_VERSION } from './version.js';
export { CONTENT_KINDS, CONTENT_PREFIX, contentCount, contentIndexOf, contentItemId, type ContentKind } from './content/counts.js';
export {
  anchorDay, isUpcomingIndex, webinar, webinarCount, webinars, webinarTypeOfIndex, type CorpusWebinar, type WebinarType,
} from './content/webinars.js';
export { RECENT_SURVEY_MAX_AGE_DAYS, isRecentSurvey, survey, surveyCount, surveys, type CorpusSurvey, type SurveyType } from './content/surveys.js';
export {
  ITEM_KINDS, PLAYBOOK_TABS, PODCAST_SERIES, TOOL_BADGES, contentItem, isInteractiveDataTool, contentItems, itemCount, type CorpusContentItem, type ItemKind,
} from './content/contentItems.js';
export { forecastCategoryOf, insightFacets, snapshotAudienceOf, type InsightSubject } from './insights.js';
export { technologies, technologyCount, technologyId } from './technologies.js';
export { functionServices, marketInsightServices, namedServices, type CorpusService } from './services.js';
export {
  PLANNING_GUIDE_YEARS, PREDICTION_YEARS, planningGuide, planningGuideCount, planningGuides, prediction, predictionCount, predictions,
  type CorpusInsightPage, type InsightSection,
} from './content/insightPages.js';
export { reportProducts } from './products.js';
export { flexPage, flexPages } from './content/flexPages.js';
export { blueprint, blueprintCards, blueprints } from './content/blueprints.js';
export { reportFacts, type ReportFact } from './facts.js';
export { dashboardSurveyId, surveyDashboard } from './surveyDashboard.js';
