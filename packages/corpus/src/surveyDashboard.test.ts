import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, report, surveyDashboard } from './index.js';
import { sharesOf } from './surveyDashboard.js';

const config = { seed: DEFAULT_SEED, size: 300 };
const all = Array.from({ length: config.size }, (_, index) => report(config, index));
const dataReports = all.filter((r) => r.isDataReport);

describe('survey dashboards in the corpus', () => {
  it('gives every data report, and only those, a dashboard on one of the corpus surveys', () => {
    expect(dataReports.length).toBeGreaterThan(5);
    for (const r of all) {
      if (!r.isDataReport) {
        expect([r.surveyId, r.surveyDashboard]).toEqual([null, null]);
        continue;
      }
      expect(r.surveyDashboard?.reportId).toBe(r.contentId);
      expect(r.surveyDashboard?.surveyId).toBe(r.surveyId);
      expect(r.surveyId).toMatch(/^SUS1\d{5}$/);
    }
  });

  it('asks 4 to 8 questions, each answered by every segment with shares summing to 100', () => {
    for (const { surveyDashboard: dashboard } of dataReports) {
      const { questions, segments } = dashboard!;
      expect(questions.length).toBeGreaterThanOrEqual(4);
      expect(questions.length).toBeLessThanOrEqual(8);
      expect(segments[0]).toEqual({ id: 'all', label: 'All respondents', group: null });
      expect(new Set(segments.map((s) => s.group))).toEqual(new Set([null, 'Region', 'Company size', 'Role']));
      for (const question of questions) {
        expect(question.results.map((r) => r.segmentId)).toEqual(segments.map((s) => s.id));
        for (const result of question.results) {
          expect(result.shares).toHaveLength(question.options.length);
          expect(result.shares.reduce((a, b) => a + b, 0)).toBe(100);
          expect(Math.min(...result.shares)).toBeGreaterThanOrEqual(1);
          expect(result.respondents).toBeGreaterThan(0);
        }
      }
    }
  });

  it('draws a different answer for at least one segment, and the same dashboard on every run', () => {
    const dashboard = dataReports[0]!.surveyDashboard!;
    const [overall, ...others] = dashboard.questions[0]!.results;
    expect(others.some((r) => r.shares.join() !== overall!.shares.join())).toBe(true);
    const index = all.indexOf(dataReports[0]!);
    expect(surveyDashboard(config, index, dataReports[0]!)).toEqual(dashboard);
  });

  it('splits weights into whole percentages of 100', () => {
    expect(sharesOf([1, 1, 1])).toEqual([34, 33, 33]);
    expect(sharesOf([0.001, 10]).reduce((a, b) => a + b, 0)).toBe(100);
  });
});
