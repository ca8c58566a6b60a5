import { preferenceContracts } from '@portal/contracts';
import { PREFERENCE_IDS } from '@portal/domain';
import { CLIENT, JORDAN, signed } from './demoUsers.js';
import { example } from './example.js';

export const preferenceExamples = [
  example(preferenceContracts.consent, signed(CLIENT)),
  example(preferenceContracts.saveConsent, async (context) => ({
    input: { body: { preferences: [{ preferenceId: Object.values(PREFERENCE_IDS)[0]!, value: true }] } },
    headers: await context.signedAs(JORDAN),
  })),
];
