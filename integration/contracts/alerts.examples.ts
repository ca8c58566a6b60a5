import { alertsContracts } from '@portal/contracts';
import { CLIENT, EMPLOYEE, JORDAN, followable, signed, postJson } from './demoUsers.js';
import { example } from './example.js';

export const alertsExamples = [
  example(alertsContracts.list, signed(CLIENT)),
  example(alertsContracts.followAnalysts, async (context) => ({ input: { body: [{ analystId: followable }] }, headers: await context.signedAs(JORDAN), status: 201 })),
  example(alertsContracts.followTopics, async (context) => ({ input: { body: [{ searchString: 'supply chain' }] }, headers: await context.signedAs(JORDAN), status: 201 })),
  example(alertsContracts.delete, async (context) => {
    const headers = await context.signedAs(EMPLOYEE);
    const [alert] = (await postJson(context, alertsContracts.followTopics.fullPath, [{ searchString: 'contract examples' }], headers)) as { alertId: string }[];
    return { input: { params: { id: alert!.alertId } }, headers, status: 204 };
  }),
];
