// Starts the portal on its default ports with the embedded defaults (PGlite, in-memory cache)
// unless DATABASE_URL / REDIS_URL point at real servers, and stays up until Ctrl-C.
import { startStack } from './stack.mjs';

console.log('Starting the portal in DEVELOPMENT mode (the first start seeds the research corpus; this can take a minute)...');
// Development mode whatever the shell says: production (NODE_ENV=production) refuses the demo
// users, the demo partner and the other development defaults this command runs on.
// restart: a process that crashes is started again (with backoff) instead of stopping the portal.
const stack = await startStack({ output: 'inherit', restart: true, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NODE_ENV: 'development' } });
console.log(`\nThe portal is ready: ${stack.gatewayUrl}/`);
console.log(`  GraphQL API and explorer: ${stack.gatewayUrl}/graphql`);
console.log(`  A report: ${stack.gatewayUrl}/report/RES100001`);
console.log('Development mode: demo users (password in the README), the demo partner, the development client');
console.log('secret and a readable mail outbox are on. Production needs NODE_ENV=production and the settings');
console.log('in the README ("Production").');
console.log('Press Ctrl-C to stop.');

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
