// The upstream process: migrate, seed if needed, then serve every REST service on one port.
import { pino } from 'pino';
import { createApp } from './app.js';
import { prepareDatabase } from './db/bootstrap.js';
import { searchIndexLocationFromEnv } from './services/search/searchIndexLocation.js';
import { buildSearchIndex } from './services/search/buildSearchIndex.js';
import { oidcSettingsFromEnv } from './services/auth/oidc/config.js';
import { createOidcProvider } from './services/auth/oidc/provider.js';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const port = Number(process.env.PORT ?? process.env.UPSTREAM_PORT ?? 4100);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const { handle } = await prepareDatabase(process.env, logger);
  const oidc = await createOidcProvider(handle.db, oidcSettingsFromEnv(process.env));
  // Built (or reused) before listening, so the first search does not pay for it; logs its build time.
  const { index: searchIndex } = await buildSearchIndex({
    db: handle.db, location: searchIndexLocationFromEnv(process.env), databaseLocation: handle.location, logger,
  });
  const app = createApp({ db: handle.db, logger, defaultMetrics: true, oidc, searchIndex });
  const server = app.listen(port, host, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, 'could not listen');
      process.exit(1);
    }
    logger.info(`listening on http://${host}:${port}`);
  });
  const shutdown = () => {
    server.close(() => void handle.close().finally(() => process.exit(0)));
    // Keep-alive connections from the subgraphs would otherwise hold the close open.
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} catch (error) {
  logger.fatal({ err: error }, 'upstream failed to start');
  process.exit(1);
}
