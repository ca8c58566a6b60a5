import { permissionContracts } from '@portal/contracts';
import { CLIENT } from './demoUsers.js';
import { example } from './example.js';

// Devon (services/upstream demoUsers.ts) holds AOC only, whose AI flag ships off.
const DEVON = 'usr-client-0104';

export const permissionExamples = [
  example(permissionContracts.featurePermissions, async (context) => ({ input: { query: { feature: 'izola' } }, headers: await context.signedAs(CLIENT) }), 'an FD client'),
  example(permissionContracts.featurePermissions, async (context) => ({ input: { query: { feature: 'izola' } }, headers: await context.signedAs(DEVON) }), 'an AOC client'),
];
