// `npm run seed`: migrate and seed the database from the environment, then exit; `npm start`
// and the integration tests run it before the servers, so the first page load waits for nothing.
import { exitIfProductionRefuses } from '@portal/domain/production-safety';

// Seeding creates the demo users unless SEED_DEMO_USERS=false: production refuses that here too.
exitIfProductionRefuses('upstream seed', ['SEED_DEMO_USERS']);

// Loaded only once the refusal check passed, so a refusal comes at once (see main.ts).
const { pino } = await import('pino');
const { prepareDatabase } = await import('./db/bootstrap.js');
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

try {
  const { handle, seed } = await prepareDatabase(process.env, logger);
  await handle.close();
  // Always printed, whatever LOG_LEVEL: the one line a person running the command wants.
  process.stdout.write(
    seed.skipped
      ? 'upstream seed: the database already holds this corpus; nothing to do\n'
      : `upstream seed: ${seed.reports} reports, ${seed.analysts} analysts, ${seed.graphics} graphics, ${seed.webinars} webinars, ${seed.surveys} surveys, ${seed.contentItems} playbooks, blogs, podcasts and tools in ${seed.durationMs} ms\n`,
  );
} catch (error) {
  logger.fatal({ err: error }, 'seeding failed');
  process.exitCode = 1;
}
