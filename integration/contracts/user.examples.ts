import { userContracts } from '@portal/contracts';
import { CLIENT, JORDAN, research, signed } from './demoUsers.js';
import { example } from './example.js';

export const userExamples = [
  example(userContracts.countries, signed(CLIENT)),
  example(userContracts.profile, signed(CLIENT)),
  example(userContracts.specialRegistrationFields, signed(CLIENT)),
  example(userContracts.lastViewed, async (context) => ({ input: { query: { userId: CLIENT, contentIds: research } }, headers: await context.signedAs(CLIENT) })),
  example(userContracts.recentViews, async (context) => ({ input: { query: { userId: CLIENT, size: '3' } }, headers: await context.signedAs(CLIENT) })),
  example(userContracts.recordView, async (context) => ({ input: { body: { contentId: research } }, headers: await context.signedAs(JORDAN), status: 204 })),
  example(userContracts.requestAQuote, async (context) => ({ input: { body: { raqMessage: 'A quote for ten seats, please.' } }, headers: await context.signedAs(JORDAN), status: 201 })),
];
