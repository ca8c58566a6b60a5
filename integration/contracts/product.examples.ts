import { productContracts, productRegistrationContracts, userProductContracts } from '@portal/contracts';
import { CLIENT, GUEST } from './demoUsers.js';
import { example } from './example.js';

export const productExamples = [
  example(productContracts.catalogue, { input: {} }),
  example(userProductContracts.registrations, async (context) => ({ input: { query: { clearCache: 'true' } }, headers: await context.signedAs(CLIENT) })),
  // MRD-FMI-0001..0009 are seeded unclaimed for anyone to try.
  example(productRegistrationContracts.claim, async (context) => ({ input: { params: { registrationId: 'MRD-FMI-0007' } }, headers: await context.signedAs(GUEST), status: 201 })),
];
