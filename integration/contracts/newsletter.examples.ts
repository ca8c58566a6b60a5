import { newsletterContracts } from '@portal/contracts';
import { CLIENT, JORDAN, signed } from './demoUsers.js';
import { example } from './example.js';

export const newsletterExamples = [
  example(newsletterContracts.list, signed(CLIENT)),
  example(newsletterContracts.save, async (context) => ({
    input: { body: { subscriptions: [{ newsletterId: 'research-digest', subscribed: false }] } },
    headers: await context.signedAs(JORDAN),
  })),
];
