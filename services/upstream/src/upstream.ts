// The upstream process: migrate, seed if needed, then serve every REST service on one port. Its
// entry (main.ts) has refused a production start on development-only settings already.
import { pino } from 'pino';
import { resolveFeatureFlags } from '@portal/domain';
import { createApp } from './app.js';
import { requestIdMixin } from './http/requestScope.js';
import { loadSheddingFromEnv } from './http/loadShedding.js';
import { prepareDatabase } from './db/bootstrap.js';
import { searchIndexLocationFromEnv } from './services/search/searchIndexLocation.js';
import { buildSearchIndex } from './services/search/buildSearchIndex.js';
import { SearchIndexSync } from './services/search/sync/searchIndexSync.js';
import { publishContentChanges } from './services/search/sync/contentChangePublisher.js';
import { oidcSettingsFromEnv } from './services/auth/oidc/config.js';
import { createOidcProvider } from './services/auth/oidc/provider.js';
import { createMailer } from './services/identity/mail/mailer.js';
import { FormDeliveryDispatcher } from './services/providerForms/formDeliveryDispatcher.js';
import { deliverySettingsFromEnv } from './services/providerForms/deliverySettings.js';

// Lines written inside a request carry its `reqId` (http/requestScope.ts).
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', mixin: requestIdMixin });
const port = Number(process.env.PORT ?? process.env.UPSTREAM_PORT ?? 4100);
const host = process.env.HOST ?? '127.0.0.1';
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

try {
  // Parsed first: a typo in FEATURE_FLAGS stops the process before any work.
  const featureFlags = resolveFeatureFlags(process.env.FEATURE_FLAGS);
  const { handle } = await prepareDatabase(process.env, logger);
  const oidc = await createOidcProvider(handle.db, oidcSettingsFromEnv(process.env), process.env, logger);
  // Content changes are heard from before the build, so none committed during it is missed.
  const indexSync = await SearchIndexSync.start(handle, logger);
  // ...and announced to the gateway, whose response cache drops the answers holding them.
  const changePublisher = await publishContentChanges(handle, process.env, logger);
  // Built (or reused) before listening, so the first search does not pay for it; logs its build time.
  const { index: searchIndex } = await buildSearchIndex({
    db: handle.db, location: searchIndexLocationFromEnv(process.env), databaseLocation: handle.location, logger,
  });
  indexSync.attach(searchIndex);
  // The subgraphs forward the gateway's signed user context; without the shared secret no caller is
  // signed in here (restricted research and every user-scoped route answer as to a visitor).
  const userContextSecret = process.env.USER_CONTEXT_SECRET || undefined;
  if (!userContextSecret) logger.warn('USER_CONTEXT_SECRET is not set: every request is treated as logged out');
  const shedder = loadSheddingFromEnv(process.env);
  // The forms' delivery queue: its first round picks up what an earlier process left queued.
  const formDelivery = new FormDeliveryDispatcher({ db: handle.db, mailer: createMailer(process.env, logger), logger, settings: deliverySettingsFromEnv(process.env) });
  formDelivery.start();
  const app = createApp({ db: handle.db, logger, defaultMetrics: true, oidc, searchIndex, featureFlags, userContextSecret, loadShedding: shedder.middleware, formDelivery });
  const server = app.listen(port, host, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, 'could not listen');
      process.exit(1);
    }
    logger.info(`listening on http://${host}:${port}`);
  });
  // Far longer than the subgraphs' pools keep an idle connection (undici: a few seconds), as the
  // subgraphs' own servers do (graph-kit startSubgraph.ts): the client closes first. With Node's
  // 5 s, a connection this server closed just as a subgraph reused it failed that request.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const shutdown = () => {
    server.close(() => void Promise.all([indexSync.stop(), formDelivery.stop(), changePublisher.stop()]).then(() => handle.close()).finally(() => process.exit(0)));
    // Keep-alive connections from the subgraphs would otherwise hold the close open.
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} catch (error) {
  logger.fatal({ err: error }, 'upstream failed to start');
  process.exit(1);
}
