import { reprintsContracts } from '@portal/contracts';
import { fixtures } from '@portal/corpus';
import { example } from './example.js';

// Fox (employee, experience REPRINTS:SALES) is the reprint user who issues tokens; the reprints
// tests use him too, and read only the tokens he issues himself.
const FOX = 'usr-employee-0191';

export const reprintsExamples = [
  example(reprintsContracts.issue, async (context) => ({ input: { body: { contentId: fixtures.restrictedReportId, kind: 'reprints' as const } }, headers: await context.signedAs(FOX), status: 201 })),
];
