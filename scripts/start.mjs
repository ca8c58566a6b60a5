// Starts the portal on its default ports with the embedded defaults (PGlite, in-memory cache)
// unless DATABASE_URL / REDIS_URL point at real servers, and stays up until Ctrl-C.
import { startStack } from './stack.mjs';

console.log('Starting the portal (the first start seeds the research corpus; this can take a minute)...');
// restart: a process that crashes is started again (with backoff) instead of stopping the portal.
const stack = await startStack({ output: 'inherit', restart: true, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } });
console.log(`\nThe portal is ready: ${stack.gatewayUrl}/`);
console.log(`  GraphQL API and explorer: ${stack.gatewayUrl}/graphql`);
console.log(`  A report: ${stack.gatewayUrl}/report/RES100001`);
console.log('Press Ctrl-C to stop.');

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
