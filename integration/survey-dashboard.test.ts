// The survey dashboard of a data report through the gateway (issue #13, spec 3 §3 surveyDashboard):
// a data report's questions with every segment's shares as the corpus drew them, null for any other
// report, and for a restricted data report the subscriber's dashboard while a reader without
// access gets the report's own no-access answer and no dashboard.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '@portal/corpus';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { firstDataReport } from './support/dataReports.js';
import { gql, gqlData, sessionCookie } from './support/graphql.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();

const QUERY = /* GraphQL */ `
  query SurveyDashboard($id: ID!) {
    report(id: $id) {
      id
      isDataReport
      surveyDashboard {
        surveyId
        survey { id officialSurveyName }
        segments { id label group }
        questions { id text chartKind options results { segmentId respondents shares } }
      }
    }
  }
`;

interface Answer {
  report: {
    id: string;
    isDataReport: boolean;
    surveyDashboard: {
      surveyId: string;
      survey: { id: string; officialSurveyName: string } | null;
      segments: { id: string; label: string; group: string | null }[];
      questions: { id: string; text: string; chartKind: string; options: string[]; results: { segmentId: string; respondents: number; shares: number[] }[] }[];
    } | null;
  } | null;
}

const open = firstDataReport('public');
const restricted = firstDataReport('restricted');
// Demo users of issue #13 (demoUsers.ts): Ivy subscribes to FD and FMI, Jem to nothing.
let ivy: CookieJar;
let jem: CookieJar;
beforeAll(async () => {
  [ivy, jem] = await Promise.all([signIn(stack.gatewayUrl, 'ivy@meridian.example'), signIn(stack.gatewayUrl, 'jem@meridian.example')]);
});

/** The corpus's dashboard as GraphQL answers it (enum names upper case). */
const expected = (dashboard: NonNullable<typeof open.surveyDashboard>) => ({
  surveyId: dashboard.surveyId,
  segments: dashboard.segments,
  questions: dashboard.questions.map((q) => ({ ...q, chartKind: q.chartKind.toUpperCase() })),
});

describe('the survey dashboard through the gateway', () => {
  it("answers a public data report's dashboard to a visitor, with the survey it draws on", async () => {
    const { report } = await gqlData<Answer>(stack.gatewayUrl, QUERY, { id: open.contentId });
    expect(report?.isDataReport).toBe(true);
    const { survey, ...dashboard } = report!.surveyDashboard!;
    expect(dashboard).toEqual(expected(open.surveyDashboard!));
    expect(survey?.id).toBe(open.surveyId);
    for (const question of dashboard.questions) {
      for (const result of question.results) expect(result.shares.reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('answers null for a report that is not a data report', async () => {
    const { report } = await gqlData<Answer>(stack.gatewayUrl, QUERY, { id: fixtures.allChartTypesReportId });
    expect(report).toMatchObject({ isDataReport: false, surveyDashboard: null });
  });

  it("answers a restricted data report's dashboard to a subscriber of its product", async () => {
    const { report } = await gqlData<Answer>(stack.gatewayUrl, QUERY, { id: restricted.contentId }, sessionCookie(stack.gatewayUrl, ivy));
    const { survey: _survey, ...dashboard } = report!.surveyDashboard!;
    expect(dashboard).toEqual(expected(restricted.surveyDashboard!));
  });

  it('gives a reader without access the report’s own no-access answer, and no dashboard', async () => {
    const { body } = await gql<Answer>(stack.gatewayUrl, QUERY, { id: restricted.contentId }, sessionCookie(stack.gatewayUrl, jem));
    expect(body.data?.report ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
    expect(body.errors?.[0]?.extensions).toMatchObject({ status: 401, error: 'Unauthorized' });
    expect(JSON.stringify(body)).not.toContain(restricted.surveyDashboard!.questions[0]!.text);
  });
});
