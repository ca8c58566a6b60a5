import { initiativeContracts } from '@portal/contracts';
import { EMPLOYEE, JORDAN, signed } from './demoUsers.js';
import { example, type ExampleContext } from './example.js';

/** Dana (usr-client-0009): the initiatives' read-only client, whom no test changes. */
const DANA = 'usr-client-0009';

async function firstInitiativeId(context: ExampleContext, userId: string): Promise<{ id: string; headers: Record<string, string> }> {
  const headers = await context.signedAs(userId);
  const { initiatives } = (await context.getJson(initiativeContracts.list.fullPath, headers)) as { initiatives: { id: number }[] };
  return { id: String(initiatives[0]!.id), headers };
}

export const initiativeExamples = [
  example(initiativeContracts.list, signed(DANA)),
  example(initiativeContracts.byEmail, async (context) => ({ input: { body: { email: ' dana@meridian.example ' } }, headers: await context.signedAs(EMPLOYEE) })),
  example(initiativeContracts.get, async (context) => {
    const { id, headers } = await firstInitiativeId(context, DANA);
    return { input: { params: { id } }, headers };
  }),
  example(initiativeContracts.presentation, async (context) => {
    const { id, headers } = await firstInitiativeId(context, DANA);
    return { input: { params: { id } }, headers };
  }),
  // The examples' writer changes one of their own other actions.
  example(initiativeContracts.updateAction, async (context) => {
    const headers = await context.signedAs(JORDAN);
    const { otherActions } = (await context.getJson(initiativeContracts.list.fullPath, headers)) as { otherActions: { actionItemId: number }[] };
    return { input: { params: { actionItemId: String(otherActions[0]!.actionItemId) }, body: { initiativeId: null, status: 'In progress' as const } }, headers };
  }),
];
