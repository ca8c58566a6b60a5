// survey-service's dashboard of a data report over real HTTP against PostgreSQL seeded with the
// small test corpus: the corpus's dashboard for a public data report; a restricted one refused with
// the report's own no-access answer to a visitor and a reader without its product, answered to a
// subscriber; a report that does not draw on the survey is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusReport } from '@portal/corpus';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE } from '@portal/domain';
import type { SurveyDashboardDto } from '@portal/contracts';
import { seedDatabase } from '../../db/seed.js';
import { TEST_CORPUS } from '../../testing/corpus.js';
import { allReports } from '../../testing/expected.js';
import { getJson } from '../../testing/http.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { startMigratedApp, type SeededApp } from '../../testing/seededApp.js';
import { seedDemoUsers } from '../auth/demoUsers.js';

// Demo users of issue #13 (demoUsers.ts): Ivy subscribes to FD and FMI, Jem to nothing.
const IVY = await signedAs('usr-client-0201');
const JEM = await signedAs('usr-client-0202');

let app: SeededApp;
let dataReports: CorpusReport[];
const dashboardUrl = (r: Pick<CorpusReport, 'surveyId' | 'contentId'>) =>
  `${app.baseUrl}/survey-service/api/v1/survey/${r.surveyId}/dashboard?reportId=${r.contentId}`;

beforeAll(async () => {
  app = await startMigratedApp('survey_dashboard', async (db) => {
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
  dataReports = allReports(TEST_CORPUS).filter((r) => r.isDataReport);
}, 60_000);

afterAll(() => app?.close());

describe('survey-service dashboard', () => {
  it("answers a public data report's dashboard to anyone, as the corpus drew it, cacheable", async () => {
    const open = dataReports.find((r) => r.access === 'public')!;
    const res = await getJson<SurveyDashboardDto>(dashboardUrl(open));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(open.surveyDashboard);
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  it("refuses a restricted data report's dashboard with the report's own answer to a visitor and a reader without access", async () => {
    const restricted = dataReports.find((r) => r.access === 'restricted')!;
    for (const headers of [{}, JEM]) {
      const res = await getJson(dashboardUrl(restricted), headers);
      expect(res.body).toEqual({ status: 401, error: 'Unauthorized', message: RESEARCH_NOT_ACCESSIBLE_MESSAGE });
    }
    const report = await getJson(`${app.baseUrl}/research-service/api/v1/research/${restricted.contentId}`, JEM);
    expect(report.body.message).toBe(RESEARCH_NOT_ACCESSIBLE_MESSAGE);
  });

  it("answers a restricted data report's dashboard to a subscriber of its product, never shared", async () => {
    const restricted = dataReports.find((r) => r.access === 'restricted')!;
    const res = await getJson<SurveyDashboardDto>(dashboardUrl(restricted), IVY);
    expect(res.status).toBe(200);
    expect(res.body.questions.length).toBeGreaterThanOrEqual(4);
    expect(res.headers.get('cache-control')).toMatch(/private/);
  });

  it('is a 404 for a report that does not draw on the survey, and a 400 without a report id', async () => {
    const [first, second] = dataReports.filter((r) => r.surveyId !== dataReports[0]!.surveyId || r === dataReports[0]);
    const mismatched = await getJson(dashboardUrl({ surveyId: second!.surveyId, contentId: first!.contentId }));
    expect(mismatched.status).toBe(404);
    const missing = await getJson(`${app.baseUrl}/survey-service/api/v1/survey/${first!.surveyId}/dashboard`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/reportId/);
  });
});
