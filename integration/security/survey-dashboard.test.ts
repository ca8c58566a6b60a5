// The survey dashboard's REST route (issue #13), attacked directly at upstream: it trusts a caller
// only through the signed user context, so an unsigned or otherwise-signed claim to be a subscriber
// is nobody and gets the report's no-access answer; pairing a restricted report with another survey
// reads nothing; malformed ids are refused before any query, with no internals in the answer.
import { describe, expect, it } from 'vitest';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import { signUserContext } from '@portal/domain/user-context';
import { firstDataReport } from '../support/dataReports.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
const restricted = firstDataReport('restricted');
const open = firstDataReport('public');
// Ivy (demoUsers.ts) subscribes to FD and FMI: signed properly, she reads it.
const IVY = 'usr-client-0201';

const dashboard = (surveyId: string, reportId: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.upstreamUrl}/survey-service/api/v1/survey/${encodeURIComponent(surveyId)}/dashboard?reportId=${encodeURIComponent(reportId)}`, { headers });

describe('survey dashboard route attacks', () => {
  it('reads a restricted dashboard only with a correctly signed subscriber', async () => {
    const signed = await dashboard(restricted.surveyId!, restricted.contentId, { 'x-portal-user': await signUserContext({ id: IVY }, stack.userContextSecret, '5m') });
    expect(signed.status).toBe(200);
    const forged = await signUserContext({ id: IVY }, 'not-the-secret-0123456789-abcdefghij', '5m');
    for (const headers of [{ 'x-portal-user-id': IVY }, { 'x-portal-user': forged }, {}] as Record<string, string>[]) {
      const res = await dashboard(restricted.surveyId!, restricted.contentId, headers);
      expect(await res.json()).toEqual({ status: 401, error: 'Unauthorized', message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    }
  });

  it("reads nothing of a restricted report through another survey's id", async () => {
    const res = await dashboard(open.surveyId === restricted.surveyId ? 'SUS199999' : open.surveyId!, restricted.contentId);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain(restricted.surveyDashboard!.questions[0]!.text);
  });

  it.each([
    ['a malformed survey id', "SUS1'; DROP TABLE survey_dashboards;--", open.contentId],
    ['a malformed report id', open.surveyId!, '../research/RES100000'],
  ])('refuses %s with a 400 and no internals', async (_what, surveyId, reportId) => {
    const res = await dashboard(surveyId, reportId);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/stack|drizzle|postgres|at \w+ \(/i);
  });
});
