import { sharesContracts } from '@portal/contracts';
import { fixtures } from '@portal/corpus';
import { postJson } from './demoUsers.js';
import { example } from './example.js';

// Ula (FD) is the shares examples' sharer and Vic (no subscription) their reader; the research-share
// tests use them too, and read only shares they make themselves.
const ULA = 'usr-client-0151';
const VIC = 'usr-client-0152';
const SHARES = sharesContracts.create.fullPath;
const shared = fixtures.restrictedReportId;

export const sharesExamples = [
  example(sharesContracts.create, async (context) => ({ input: { body: { contentId: shared } }, headers: await context.signedAs(ULA), status: 201 })),
  example(sharesContracts.list, async (context) => {
    const headers = await context.signedAs(ULA);
    await postJson(context, SHARES, { contentId: shared }, headers);
    return { input: {}, headers };
  }),
  example(sharesContracts.access, async (context) => ({ input: { query: { ids: shared } }, headers: await context.signedAs(ULA) })),
  example(sharesContracts.redeem, async (context) => {
    const { ticket } = await postJson(context, SHARES, { contentId: shared }, await context.signedAs(ULA));
    return { input: { params: { ticket }, body: { contentId: shared } }, headers: await context.signedAs(VIC) };
  }),
  example(sharesContracts.revoke, async (context) => {
    const headers = await context.signedAs(ULA);
    const { share } = await postJson(context, SHARES, { contentId: shared }, headers);
    return { input: { params: { id: share.id } }, headers, status: 204 };
  }),
];
