import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeFragmentData } from '../../../gql';
import { SurveyDashboard, SurveyDashboardFragment } from './SurveyDashboard';
import { onlySegmentChanged } from './segmentParam';

const segments = [
  { id: 'all', label: 'All respondents', group: null },
  { id: 'region-europe', label: 'Europe', group: 'Region' },
  { id: 'role-executive', label: 'Executive', group: 'Role' },
];

const dashboard = {
  __typename: 'SurveyDashboard',
  surveyId: 'SUS100001',
  survey: { __typename: 'Survey', id: 'SUS100001', path: '/surveys/ai-survey/SUS100001', officialSurveyName: "Meridian's AI Survey, 2026" },
  segments: segments.map((s) => ({ __typename: 'SurveySegment', ...s })),
  questions: [
    {
      __typename: 'SurveyQuestion', id: 'q1', text: 'How will your AI budget change?', chartKind: 'BAR', options: ['Increase', 'No change', 'Decrease'],
      results: [
        { __typename: 'SurveySegmentResult', segmentId: 'all', respondents: 1200, shares: [50, 30, 20] },
        { __typename: 'SurveySegmentResult', segmentId: 'region-europe', respondents: 400, shares: [41, 39, 20] },
        { __typename: 'SurveySegmentResult', segmentId: 'role-executive', respondents: 300, shares: [60, 25, 15] },
      ],
    },
    {
      __typename: 'SurveyQuestion', id: 'q2', text: 'What stage of AI adoption are you at?', chartKind: 'STACKED', options: ['Implemented', 'Piloting'],
      results: [
        { __typename: 'SurveySegmentResult', segmentId: 'all', respondents: 1100, shares: [45, 55] },
        { __typename: 'SurveySegmentResult', segmentId: 'region-europe', respondents: 380, shares: [38, 62] },
        { __typename: 'SurveySegmentResult', segmentId: 'role-executive', respondents: 290, shares: [70, 30] },
      ],
    },
  ],
};

function renderDashboard(path = '/report/ai/RES100007') {
  const fragment = makeFragmentData(dashboard as never, SurveyDashboardFragment);
  const router = createMemoryRouter([{ path: '/report/:slug/:id', element: <SurveyDashboard dashboard={fragment} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const cells = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('cell').map((cell) => cell.textContent);

describe('SurveyDashboard', () => {
  // The select's menu loads on the first press (issue #14); the test runner transforms its module
  // (MUI's Select) once here, so that load is as quick as a browser's cached chunk.
  beforeAll(() => import('../../../components/chart/SegmentSelectMenu'));

  it('draws every question for All respondents under its heading, a bar per option or one stacked bar', () => {
    renderDashboard();
    const section = screen.getByRole('region', { name: 'Survey dashboard' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(dashboard.questions.map((q) => q.text));
    expect(screen.getByRole('combobox', { name: 'Respondent segment' }).textContent).toBe('All respondents');
    expect(cells('How will your AI budget change? (All respondents)')).toEqual(['50%', '30%', '20%']);
    expect(cells('What stage of AI adoption are you at? (All respondents)')).toEqual(['45%', '55%']);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    screen.getByText('Base: 1,200 respondents (All respondents)');
    expect(screen.getByRole('link', { name: "Meridian's AI Survey, 2026" }).getAttribute('href')).toBe('/surveys/ai-survey/SUS100001');
  });

  it('redraws every question for the segment chosen, and keeps it in the URL', async () => {
    const router = renderDashboard();
    // The first press loads the select's menu (SegmentSelectMenu), which then opens.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Respondent segment' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Executive' }));
    expect(cells('How will your AI budget change? (Executive)')).toEqual(['60%', '25%', '15%']);
    expect(cells('What stage of AI adoption are you at? (Executive)')).toEqual(['70%', '30%']);
    expect(router.state.location.search).toBe('?segment=role-executive');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Respondent segment' }));
    fireEvent.click(screen.getByRole('option', { name: 'All respondents' }));
    expect(router.state.location.search).toBe('');
  });

  it("opens on the URL's segment", () => {
    renderDashboard('/report/ai/RES100007?segment=region-europe');
    expect(cells('How will your AI budget change? (Europe)')).toEqual(['41%', '39%', '20%']);
  });

  it('falls back to All respondents for a segment it does not have', () => {
    renderDashboard('/report/ai/RES100007?segment=region-mars');
    expect(screen.getByRole('combobox', { name: 'Respondent segment' }).textContent).toBe('All respondents');
  });

  it('tells a change of segment alone from any other change of the URL', () => {
    const url = (path: string) => new URL(path, 'https://portal.example');
    expect(onlySegmentChanged(url('/report/a/RES1?x=1'), url('/report/a/RES1?segment=all&x=1'))).toBe(true);
    expect(onlySegmentChanged(url('/report/a/RES1'), url('/report/a/RES2?segment=all'))).toBe(false);
    expect(onlySegmentChanged(url('/report/a/RES1?segment=a'), url('/report/a/RES1?segment=a&reprintsToken=t'))).toBe(false);
  });
});
