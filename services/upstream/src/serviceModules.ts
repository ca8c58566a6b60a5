// The upstream REST services, one module each at the spec's prefix (http/serviceModule.ts). A
// folder may hold more than one spec service (serviceCatalog: service and priority; insights:
// planning guide and prediction; product: the catalogue and the caller's products); a service
// made of several routers composes them in its own module file.
import type { ServiceModule } from './http/serviceModule.js';
import { ALERTS_SERVICE_PATH, alertsRouter } from './services/alerts/alertsRouter.js';
import { ANALYST_SERVICE_PATH, analystRouter } from './services/analyst/analystRouter.js';
import { APPCONFIG_SERVICE_PATH, appconfigRouter } from './services/appconfig/appconfigRouter.js';
import { authModule } from './services/auth/authModule.js';
import { oidcModule } from './services/auth/oidc/oidcModule.js';
import { BLUEPRINT_SERVICE_PATH, blueprintRouter } from './services/blueprint/blueprintRouter.js';
import { CART_SERVICE_PATH, cartRouter } from './services/cart/cartRouter.js';
import { CHECKOUT_SERVICE_PATH, checkoutRouter } from './services/checkout/checkoutRouter.js';
import { izolaModule } from './services/izola/izolaModule.js';
import { answererFromEnv } from './services/izola/answererFromEnv.js';
import { processCaptchaVerifier } from './services/identity/captcha/processCaptcha.js';
import { contentModule } from './services/content/contentModule.js';
import { FLEX_SERVICE_PATH, flexRouter } from './services/flex/flexRouter.js';
import { FEEDBACK_SERVICE_PATH, feedbackRouter } from './services/feedback/feedbackRouter.js';
import { FAVORITES_SERVICE_PATH, favoritesRouter } from './services/favorites/favoritesRouter.js';
import { PLANNING_GUIDE_SERVICE_PATH, PREDICTION_SERVICE_PATH, planningGuideRouter, predictionRouter } from './services/insights/insightRouter.js';
import { NAVIGATION_SERVICE_PATH, navigationRouter } from './services/navigation/navigationRouter.js';
import { OUTCOMES_SERVICE_PATH, outcomesRouter } from './services/outcomes/outcomesRouter.js';
import { NOTIFICATION_SERVICE_PATH, notificationRouter } from './services/notification/notificationRouter.js';
import { PERMISSION_SERVICE_PATH, permissionRouter } from './services/permission/permissionRouter.js';
import { PROMPTMANAGER_SERVICE_PATH, promptmanagerRouter } from './services/promptmanager/promptmanagerRouter.js';
import { PLAYBOOK_SERVICE_PATH, playbookRouter } from './services/playbook/playbookRouter.js';
import { providerFormsModule } from './services/providerForms/providerFormsModule.js';
import { preferenceModule } from './services/preference/preferenceModule.js';
import { PRODUCT_SERVICE_PATH, USER_PRODUCTS_PATH, productCatalogueRouter, userProductsRouter } from './services/product/productRouter.js';
import { RESEARCH_SERVICE_PATH } from './services/research/researchRouter.js';
import { researchServiceRouter } from './services/research/researchServiceRouter.js';
import { searchModule } from './services/search/searchModule.js';
import { PRIORITY_SERVICE_PATH, SERVICE_SERVICE_PATH, priorityRouter, serviceCatalogRouter } from './services/serviceCatalog/serviceRouter.js';
import { SHARES_SERVICE_PATH, sharesRouter } from './services/shares/sharesRouter.js';
import { shareSettingsFromEnv } from './services/shares/shareSettings.js';
import { SURVEY_SERVICE_PATH, surveyRouter } from './services/survey/surveyRouter.js';
import { TECHCATALOG_SERVICE_PATH, technologyRouter } from './services/technology/technologyRouter.js';
import { userModule } from './services/user/userModule.js';
import { webinarModule } from './services/webinar/webinarModule.js';
import { PERSONALISED_PDF_PATH, personalisedPdfRouter } from './services/documents/personalisedPdfRouter.js';
import { WATERMARK_PATH, watermarkRouter } from './services/documents/watermarkRouter.js';

export const SERVICE_MODULES: readonly ServiceModule[] = [
  authModule,
  oidcModule,
  userModule,
  providerFormsModule,
  preferenceModule,
  { prefix: ALERTS_SERVICE_PATH, router: ({ db }) => alertsRouter(db) },
  // research-service, its reprint and preview tokens (issue #13) included
  { prefix: RESEARCH_SERVICE_PATH, router: ({ db }) => researchServiceRouter(db) },
  { prefix: ANALYST_SERVICE_PATH, router: ({ db }) => analystRouter(db) },
  searchModule,
  webinarModule,
  { prefix: SURVEY_SERVICE_PATH, router: ({ db }) => surveyRouter(db) },
  { prefix: PLAYBOOK_SERVICE_PATH, router: ({ db }) => playbookRouter(db) },
  { prefix: PLANNING_GUIDE_SERVICE_PATH, router: ({ db }) => planningGuideRouter(db) },
  { prefix: PREDICTION_SERVICE_PATH, router: ({ db }) => predictionRouter(db) },
  { prefix: TECHCATALOG_SERVICE_PATH, router: ({ db }) => technologyRouter(db) },
  { prefix: SERVICE_SERVICE_PATH, router: ({ db }) => serviceCatalogRouter(db) },
  { prefix: PRIORITY_SERVICE_PATH, router: ({ db }) => priorityRouter(db) },
  contentModule,
  { prefix: FLEX_SERVICE_PATH, router: () => flexRouter() },
  { prefix: BLUEPRINT_SERVICE_PATH, router: () => blueprintRouter() },
  { prefix: NAVIGATION_SERVICE_PATH, router: () => navigationRouter() },
  { prefix: APPCONFIG_SERVICE_PATH, router: ({ featureFlags }) => appconfigRouter(featureFlags) },
  { prefix: CART_SERVICE_PATH, router: ({ db }) => cartRouter(db) },
  { prefix: PRODUCT_SERVICE_PATH, router: () => productCatalogueRouter() },
  { prefix: USER_PRODUCTS_PATH, router: ({ db }) => userProductsRouter(db) },
  { prefix: NOTIFICATION_SERVICE_PATH, router: ({ db }) => notificationRouter(db) },
  { prefix: FEEDBACK_SERVICE_PATH, router: ({ db }) => feedbackRouter(db) },
  { prefix: OUTCOMES_SERVICE_PATH, router: ({ db, featureFlags }) => outcomesRouter(db, featureFlags) },
  {
    prefix: CHECKOUT_SERVICE_PATH,
    router: ({ db, logger, paymentProcessor }) => checkoutRouter({ db, logger, processor: paymentProcessor, captcha: processCaptchaVerifier(process.env) }),
  },
  { prefix: FAVORITES_SERVICE_PATH, router: ({ db }) => favoritesRouter(db) },
  // research shares and courtesy views (issue #13)
  { prefix: SHARES_SERVICE_PATH, router: ({ db }) => sharesRouter(db, { settings: shareSettingsFromEnv(process.env) }) },
  // The OpenAI-compatible model when LLM_BASE_URL is set (the extractive answerer its fallback), else the extractive one.
  izolaModule({ answerer: ({ logger }) => answererFromEnv(process.env, logger) }),
  // the AI assistant (issue #12)
  { prefix: PROMPTMANAGER_SERVICE_PATH, router: ({ db }) => promptmanagerRouter(db) },
  { prefix: PERMISSION_SERVICE_PATH, router: ({ db, featureFlags }) => permissionRouter(db, featureFlags) },
  // report downloads (issue #13): the personalised PDF and the watermarked figure, at the spec's root paths
  { prefix: PERSONALISED_PDF_PATH, router: ({ db }) => personalisedPdfRouter(db) },
  { prefix: WATERMARK_PATH, router: ({ db }) => watermarkRouter(db) },
];
