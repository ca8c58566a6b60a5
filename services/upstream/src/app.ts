// The upstream REST services as one Express app: each service's router mounted at the spec's path.
import express, { type Express } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Database } from './db/client.js';
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
import { CONTENT_ITEM_SERVICE_PATH, contentItemRouter } from './services/contentItems/contentItemRouter.js';
import { NAVIGATION_SERVICE_PATH, navigationRouter } from './services/navigation/navigationRouter.js';

export interface AppOptions {
  db: Database;
  logger?: Logger;
  /** Process metrics (memory, event loop...) besides the request counter; on in main, off in tests. */
  defaultMetrics?: boolean;
  /** The search index built at start-up; absent, search builds one in memory on first use. */
  searchIndex?: SearchIndex;
  /** The built-in OpenID provider, served under /oidc; absent in tests that need no sign-in. */
  oidc?: OidcProvider;
}

export type UpstreamApp = Express & { metrics: HttpMetrics };

export function createApp({ db, logger = pino({ level: 'silent' }), defaultMetrics = false, oidc, searchIndex }: AppOptions): UpstreamApp {
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

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: redactRequestCredentials, res: redactResponseCredentials },
    }),
  );
  app.use(metrics.countRequests);

  app.use(RESEARCH_SERVICE_PATH, researchRouter(db));
  app.use(ANALYST_SERVICE_PATH, analystRouter(db));
  app.use(SEARCH_SERVICE_PATH, searchRouter(db, searchIndex));
  app.use(WEBINAR_SERVICE_PATH, webinarRouter(db));
  // Before the content service's own router, which answers the rest of its path.
  app.use(CONTENT_ITEM_SERVICE_PATH, contentItemRouter(db));
  app.use(CONTENT_SERVICE_PATH, contentRouter(db));
  app.use(IMAGE_SERVICE_PATH, imageRouter(db));
  app.use(CART_SERVICE_PATH, cartRouter(db));
  app.use(AUTH_SERVICE_PATH, authRouter(db));
  app.use(PROFILE_UPDATE_SERVICE_PATH, profileUpdateRouter(db));
  app.use(USER_SERVICE_PATH, userRouter(db));
  app.use(USER_SERVICE_PATH, lastViewedRouter(db));
  app.use(PREFERENCE_SERVICE_PATH, consentRouter(db));
  app.use(ALERTS_SERVICE_PATH, alertsRouter(db));
  app.use(NAVIGATION_SERVICE_PATH, navigationRouter());
  if (oidc) app.use(OIDC_MOUNT_PATH, oidcRouter(db, oidc));

  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return Object.assign(app, { metrics });
}
