import { reprintsContracts } from '@portal/contracts';
import { fixtures } from '@portal/corpus';
import { postJson } from './demoUsers.js';
import { example } from './example.js';

// Fox (employee, experience REPRINTS:SALES) is the reprint user who issues tokens; the reprints
// tests use him too, and read only the tokens he issues himself.
const FOX = 'usr-employee-0191';
const REPRINTS = reprintsContracts.issue.fullPath;
const issued = { contentId: fixtures.restrictedReportId, kind: 'reprints' as const };

export const reprintsExamples = [
  example(reprintsContracts.issue, async (context) => ({ input: { body: issued }, headers: await context.signedAs(FOX), status: 201 })),
  example(reprintsContracts.list, async (context) => {
    const headers = await context.signedAs(FOX);
    await postJson(context, REPRINTS, issued, headers);
    return { input: {}, headers };
  }),
  example(reprintsContracts.revoke, async (context) => {
    const headers = await context.signedAs(FOX);
    const { id } = await postJson(context, REPRINTS, issued, headers);
    return { input: { params: { id } }, headers, status: 204 };
  }),
];
