import { describe, expect, it } from 'vitest';
import { convertChart } from './convert.js';
import { chartCsv, figureFileName } from './csv.js';
import type { Chart } from './types.js';
import { downloadFailedMessage, figureImageDownloadPath, reportPdfDownloadPath } from '../reportDownloads.js';

function converted(old: unknown): Chart {
  const result = convertChart(old);
  if (!result.ok) throw new Error(result.issues.join('; '));
  return result.chart;
}

describe('chartCsv', () => {
  it('gives a static chart its rows, label and value, CRLF line ends', () => {
    const chart = converted({ chart_type: 'pie', title: 'Share', chart_data: { default: [{ label: 'Lead quality', value: 41 }, { label: 'Pipeline', value: 35.5 }] } });
    expect(chartCsv(chart)).toBe('Label,Value\r\nLead quality,41\r\nPipeline,35.5\r\n');
  });

  it('gives rows with entries one column per series, in first-seen order, blank where a row lacks one', () => {
    const chart = converted({
      chart_type: 'horizontal-grouped-bars',
      title: 'By year',
      legend: ['2025', '2026'],
      chart_data: { default: [{ label: 'A', entries: [{ label: '2025', value: 1 }, { label: '2026', value: 2 }] }, { label: 'B', entries: [{ label: '2026', value: 4 }] }] },
    });
    expect(chartCsv(chart)).toBe('Label,2025,2026\r\nA,1,2\r\nB,,4\r\n');
  });

  it("gives a segment chart every segment's rows under a Segment column", () => {
    const chart = converted({
      chart_type: 'vertical-bars',
      title: 'By region',
      segments: ['All', 'Europe'],
      default_segment: 'All',
      chart_data: { All: [{ label: 'Yes', value: 60 }, { label: 'No', value: 40 }], Europe: [{ label: 'Yes', value: 55 }, { label: 'No', value: 45 }] },
    });
    expect(chartCsv(chart)).toBe('Segment,Label,Value\r\nAll,Yes,60\r\nAll,No,40\r\nEurope,Yes,55\r\nEurope,No,45\r\n');
  });

  it('quotes commas, quotes and line breaks, and makes formula-like text inert', () => {
    const chart = converted({ chart_type: 'pie', title: 'T', chart_data: { default: [{ label: 'Cost, "total"', value: 1 }, { label: '=HYPERLINK("x")', value: 2 }, { label: '-1 growth', value: -3 }] } });
    expect(chartCsv(chart)).toBe(`Label,Value\r\n"Cost, ""total""",1\r\n"'=HYPERLINK(""x"")",2\r\n'-1 growth,-3\r\n`);
  });
});

describe('download names and paths', () => {
  it('names a figure file from its label and title', () => {
    expect(figureFileName('Figure 2', 'B2B buyers: what they want / 2026', 'csv')).toBe('Figure-2-B2B-buyers-what-they-want-2026.csv');
    expect(figureFileName('', '***', 'png')).toBe('figure.png');
  });

  it("routes the report's files through the gateway and says what failed, as spec 1 §8 words it", () => {
    expect(reportPdfDownloadPath('RES100012')).toBe('/downloads/reports/RES100012/report.pdf');
    expect(figureImageDownloadPath('RES100012', 'RES100012-figure-3')).toBe('/downloads/reports/RES100012/figures/RES100012-figure-3.png');
    expect(downloadFailedMessage('pdf', 'The report')).toBe('Unable to download pdf file The report');
  });
});
