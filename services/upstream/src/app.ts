// The upstream REST services as one Express app: each service's router mounted at the spec's path.
import express, { type Express, type RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Database } from './db/client.js';
import { verifyCaller } from './http/caller.js';
import { errorHandler, unknownRoute } from './http/errorHandler.js';
import { redactRequestCredentials, redactResponseCredentials } from './http/logRedaction.js';
import { createHttpMetrics, type HttpMetrics } from './http/metrics.js';
import { ALERTS_SERVICE_PATH, alertsRouter } from './services/alerts/alertsRouter.js';
import { ANALYST_SERVICE_PATH, analystRouter } from './services/analyst/analystRouter.js';
import { OIDC_MOUNT_PATH } from './services/auth/oidc/config.js';
import { oidcRouter } from './services/auth/oidc/router.js';
import type { OidcProvider } from './services/auth/oidc/provider.js';
import { AUTH_SERVICE_PATH, authRouter } from './services/auth/verify.js';
import { CART_SERVICE_PATH, cartRouter } from './services/cart/cartRouter.js';
import { CONTENT_SERVICE_PATH, contentRouter } from './services/content/alertBanner.js';
import { IMAGE_SERVICE_PATH, imageRouter } from './services/content/images/imageRouter.js';
import { RESEARCH_SERVICE_PATH, researchRouter } from './services/research/researchRouter.js';
import { PREFERENCE_SERVICE_PATH, consentRouter } from './services/preference/consentRouter.js';
import { PROFILE_UPDATE_SERVICE_PATH, USER_SERVICE_PATH, profileUpdateRouter, userRouter } from './services/user/userRouter.js';
import { lastViewedRouter } from './services/user/lastViewedRouter.js';
import type { SearchIndex } from './services/search/searchIndex.js';
import { SEARCH_SERVICE_PATH, searchRouter } from './services/search/searchRouter.js';
import { WEBINAR_SERVICE_PATH, webinarRouter } from './services/webinar/webinarRouter.js';
import { webinarRegistrationRouter } from './services/webinarRegistration/registrationRouter.js';
import { CONTENT_ITEM_SERVICE_PATH, contentItemRouter } from './services/contentItems/contentItemRouter.js';
import { NAVIGATION_SERVICE_PATH, navigationRouter } from './services/navigation/navigationRouter.js';
import { PLAYBOOK_SERVICE_PATH, playbookRouter } from './services/playbook/playbookRouter.js';
import { PLAYBOOK_IMAGE_FOLDER, playbookImageRouter } from './services/playbook/playbookImageRouter.js';
import { SURVEY_SERVICE_PATH, surveyRouter } from './services/survey/surveyRouter.js';
import { SURVEY_FILE_FOLDER, surveyFileRouter } from './services/survey/surveyFileRouter.js';
import { PLANNING_GUIDE_SERVICE_PATH, PREDICTION_SERVICE_PATH, planningGuideRouter, predictionRouter } from './services/insights/insightRouter.js';
import { TECHCATALOG_SERVICE_PATH, technologyRouter } from './services/technology/technologyRouter.js';
import { technologySearchRouter } from './services/technology/technologySearchRouter.js';
import { PRIORITY_SERVICE_PATH, SERVICE_SERVICE_PATH, priorityRouter, serviceCatalogRouter } from './services/serviceCatalog/serviceRouter.js';
import { PRODUCT_SERVICE_PATH, REGISTRATION_SERVICE_PATH, USER_PRODUCTS_PATH, productCatalogueRouter, registrationRouter, userProductsRouter } from './services/product/productRouter.js';
import { NOTIFICATION_SERVICE_PATH, notificationRouter } from './services/notification/notificationRouter.js';
import { NEWSLETTER_SERVICE_PATH, newsletterRouter } from './services/newsletter/newsletterRouter.js';
import { accountRequestsRouter } from './services/user/accountRequestsRouter.js';
import { APPCONFIG_SERVICE_PATH, appconfigRouter } from './services/appconfig/appconfigRouter.js';
import { identityRouter } from './services/identity/identityRouter.js';
import { resolveFeatureFlags, type FeatureFlagValues } from '@portal/domain';

export interface AppOptions {
  db: Database;
  logger?: Logger;
  /** Process metrics (memory, event loop...) besides the request counter; on in main, off in tests. */
  defaultMetrics?: boolean;
  /** The search index built at start-up; absent, search builds one in memory on first use. */
  searchIndex?: SearchIndex;
  /** The built-in OpenID provider, served under /oidc; absent in tests that need no sign-in. */
  oidc?: OidcProvider;
  /** The feature flags appconfig answers with; the shipped defaults when absent. */
  featureFlags?: FeatureFlagValues;
  /**
   * USER_CONTEXT_SECRET: verifies the signed user context the subgraphs forward. Absent, every
   * caller is logged out (as in the subgraphs).
   */
  userContextSecret?: string;
  /** Sheds load (503) before the process runs out of heap (http/loadShedding.ts); on in main. */
  loadShedding?: RequestHandler;
}

export type UpstreamApp = Express & { metrics: HttpMetrics };

export function createApp({
  db,
  logger = pino({ level: 'silent' }),
  defaultMetrics = false,
  oidc,
  searchIndex,
  featureFlags = resolveFeatureFlags(undefined),
  userContextSecret,
  loadShedding,
}: AppOptions): UpstreamApp {
  const app = express();
  app.disable('x-powered-by');
  // Responses are JSON built per request; ETags would only cost a hash of every body.
  app.set('etag', false);
  const metrics = createHttpMetrics({ defaultMetrics });

  // Probes first: neither logged per request nor counted.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  app.get('/metrics', metrics.serve);
  if (loadShedding) app.use(loadShedding);

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: redactRequestCredentials, res: redactResponseCredentials },
    }),
  );
  app.use(metrics.countRequests);
  app.use(verifyCaller(userContextSecret));

  app.use(RESEARCH_SERVICE_PATH, researchRouter(db));
  app.use(ANALYST_SERVICE_PATH, analystRouter(db));
  // The technology catalogue search (GET /search?type={product}-techcategory) first; other types pass on.
  app.use(SEARCH_SERVICE_PATH, technologySearchRouter(db));
  app.use(SEARCH_SERVICE_PATH, searchRouter(db, searchIndex));
  app.use(TECHCATALOG_SERVICE_PATH, technologyRouter(db));
  app.use(SERVICE_SERVICE_PATH, serviceCatalogRouter(db));
  app.use(PRIORITY_SERVICE_PATH, priorityRouter(db));
  // Before the webinar router, whose '/webinar/:id' would read 'registrations' as a malformed id.
  app.use(WEBINAR_SERVICE_PATH, webinarRegistrationRouter(db));
  app.use(WEBINAR_SERVICE_PATH, webinarRouter(db));
  // Before the content service's own router, which answers the rest of its path.
  app.use(CONTENT_ITEM_SERVICE_PATH, contentItemRouter(db));
  app.use(CONTENT_SERVICE_PATH, contentRouter(db));
  // Playbook covers and survey files: CMS assets of their own, before the image router's 404.
  app.use(`${IMAGE_SERVICE_PATH}/${PLAYBOOK_IMAGE_FOLDER}`, playbookImageRouter(db));
  app.use(`${IMAGE_SERVICE_PATH}/${SURVEY_FILE_FOLDER}`, surveyFileRouter(db));
  app.use(IMAGE_SERVICE_PATH, imageRouter(db));
  app.use(CART_SERVICE_PATH, cartRouter(db));
  app.use(AUTH_SERVICE_PATH, authRouter(db));
  app.use(PROFILE_UPDATE_SERVICE_PATH, profileUpdateRouter(db));
  app.use(REGISTRATION_SERVICE_PATH, registrationRouter(db));
  app.use(USER_SERVICE_PATH, accountRequestsRouter(db));
  app.use(USER_SERVICE_PATH, userRouter(db));
  app.use(USER_SERVICE_PATH, lastViewedRouter(db));
  app.use(PREFERENCE_SERVICE_PATH, consentRouter(db));
  app.use(ALERTS_SERVICE_PATH, alertsRouter(db));
  app.use(NAVIGATION_SERVICE_PATH, navigationRouter());
  app.use(PLAYBOOK_SERVICE_PATH, playbookRouter(db));
  app.use(SURVEY_SERVICE_PATH, surveyRouter(db));
  app.use(PLANNING_GUIDE_SERVICE_PATH, planningGuideRouter(db));
  app.use(PREDICTION_SERVICE_PATH, predictionRouter(db));
  app.use(PRODUCT_SERVICE_PATH, productCatalogueRouter());
  app.use(USER_PRODUCTS_PATH, userProductsRouter(db));
  app.use(NOTIFICATION_SERVICE_PATH, notificationRouter(db));
  app.use(NEWSLETTER_SERVICE_PATH, newsletterRouter(db));
  app.use(APPCONFIG_SERVICE_PATH, appconfigRouter(featureFlags));
  if (oidc) app.use(OIDC_MOUNT_PATH, oidcRouter(db, oidc));
  // Passwordless links, password change/recovery/reset, captcha, registration.
  app.use(identityRouter(db, logger));

  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return Object.assign(app, { metrics });
}
