// The survey dashboard of a data report (issue #13): its questions drawn as charts, a segment
// picked by keyboard redraws them with that segment's numbers and goes into the URL, so a link
// opens the same view; the dashboard passes axe.
import { DEFAULT_SEED, report as corpusReport, type CorpusReport } from '@portal/corpus';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { SurveyDashboardPage } from '../pages/survey-dashboard.page.js';

/** The first public data report of the corpus the stack seeds (global-setup: 300 reports). */
function publicDataReport(): CorpusReport {
  for (let index = 0; index < 300; index++) {
    const candidate = corpusReport({ seed: DEFAULT_SEED, size: 300 }, index);
    if (candidate.isDataReport && candidate.access === 'public') return candidate;
  }
  throw new Error('no public data report in the corpus');
}

const data = publicDataReport();
const dashboard = data.surveyDashboard!;
const all = dashboard.segments[0]!;
const question = dashboard.questions[0]!;
// A segment whose answer to the first question differs from all respondents'.
const segmentIndex = dashboard.segments.findIndex((_s, i) => i > 0 && question.results[i]!.shares.join() !== question.results[0]!.shares.join());
const segment = dashboard.segments[segmentIndex]!;

test.describe('the survey dashboard', () => {
  test('shows the questions, redraws them for a segment picked by keyboard, and keeps it in the URL', async ({ page }) => {
    const report = new SurveyDashboardPage(page);
    await report.open(data.contentId);
    await expect(report.dashboard.getByRole('heading', { level: 2, name: 'Survey dashboard' })).toBeVisible();
    await expect(report.questions).toHaveText(dashboard.questions.map((q) => q.text));
    await expect(report.segmentSelect).toHaveText(all.label);
    const before = await report.shares(question.text, all.label);
    expect(before).toEqual(question.results[0]!.shares.map((share) => `${share}%`));

    await report.pickSegmentByKeyboard(segment.label);
    await expect(report.questionTable(question.text, segment.label)).toBeAttached();
    const after = await report.shares(question.text, segment.label);
    expect(after).toEqual(question.results[segmentIndex]!.shares.map((share) => `${share}%`));
    expect(after).not.toEqual(before);
    expect(report.params()).toMatchObject({ segment: segment.id });

    // A link reproduces the view.
    await page.goto(page.url());
    await expect(report.segmentSelect).toHaveText(segment.label);
    await expect(report.questionTable(question.text, segment.label)).toBeAttached();
  });

  test('passes axe with the dashboard open on a segment', async ({ page }) => {
    const report = new SurveyDashboardPage(page);
    await report.goTo(`/report/${data.contentId}?segment=${segment.id}`, report.heading);
    await expect(report.segmentSelect).toHaveText(segment.label);
    await report.dashboard.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
});
