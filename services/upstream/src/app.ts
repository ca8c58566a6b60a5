// The upstream REST services as one Express app: each service's module mounted at the spec's path
// (serviceModules.ts).
import express, { type Express, type RequestHandler } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Database } from './db/client.js';
import { verifyCaller } from './http/caller.js';
import { errorHandler, unknownRoute } from './http/errorHandler.js';
import { redactRequestCredentials, redactResponseCredentials } from './http/logRedaction.js';
import { createHttpMetrics, type HttpMetrics } from './http/metrics.js';
import { requestScope } from './http/requestScope.js';
import type { OidcProvider } from './services/auth/oidc/provider.js';
import type { SearchIndex } from './services/search/searchIndex.js';
import { SERVICE_MODULES } from './serviceModules.js';
import type { PaymentProcessor } from './services/checkout/payments/paymentProcessor.js';
import { paymentProcessorFromEnv } from './services/checkout/payments/processorFromEnv.js';
import type { FormDelivery } from './services/providerForms/formDeliveryDispatcher.js';
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
  /** Who charges checkout's cards; from the environment when absent (Stripe with STRIPE_SECRET_KEY, else the sandbox). */
  paymentProcessor?: PaymentProcessor;
  /** The forms' delivery queue (main.ts runs it); absent, submissions stay queued for a dispatcher. */
  formDelivery?: FormDelivery;
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
  paymentProcessor = paymentProcessorFromEnv(process.env),
  formDelivery,
}: AppOptions): UpstreamApp {
  const app = express();
  app.disable('x-powered-by');
  // Responses are JSON built per request; ETags would only cost a hash of every body.
  app.set('etag', false);
  const metrics = createHttpMetrics({ defaultMetrics });

  // The request's id (the gateway's, through the subgraphs) on every log line of the request.
  app.use(requestScope);
  // Probes first: neither logged per request nor counted.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  app.get('/metrics', metrics.serve);
  if (loadShedding) app.use(loadShedding);

  app.use(
    pinoHttp({
      logger,
      // The id requestScope checked, so the access log line and the others agree.
      genReqId: (req) => req.headers['x-request-id'] as string,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: redactRequestCredentials, res: redactResponseCredentials },
    }),
  );
  app.use(metrics.countRequests);
  app.use(verifyCaller(userContextSecret));

  // Each REST service at its own prefix; no prefix lies inside another, so their order is free.
  const context = { db, logger, searchIndex, oidc, featureFlags, paymentProcessor, formDelivery, metrics };
  for (const module of SERVICE_MODULES) app.use(module.prefix, module.router(context));

  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return Object.assign(app, { metrics });
}
