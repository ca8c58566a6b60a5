import { notificationContracts } from '@portal/contracts';
import { CLIENT, GUEST, JORDAN, signed } from './demoUsers.js';
import { example } from './example.js';

export const notificationExamples = [
  example(notificationContracts.list, signed(CLIENT)),
  example(notificationContracts.markRead, async (context) => {
    const headers = await context.signedAs(JORDAN);
    const [first] = (await context.getJson(notificationContracts.list.fullPath, headers)) as { id: number }[];
    return { input: { params: { ids: String(first!.id) } }, headers };
  }),
  example(notificationContracts.deleteAll, async (context) => ({ input: {}, headers: await context.signedAs(GUEST), status: 204 })),
];
