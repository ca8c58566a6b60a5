import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { chartCsv } from '@portal/domain';
import { makeFragmentData } from '../../../gql';
import { reportFixture } from '../../../test/reportFixture';
import { ReprintTokenHeadersContext } from '../reprints/useReprintTokenHeaders';
import { FigureDownloads, FigureDownloadsChartFragment, FigureDownloadsFragment, csvChartOf } from './FigureDownloads';

const [chartFigure, imageFigure, invalidFigure] = reportFixture.figures;
const figureRef = (figure: (typeof reportFixture.figures)[number]) => makeFragmentData(figure as never, FigureDownloadsFragment);

let saved: Blob[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: what the page hands to one is the file it saves.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (saved.push(blob), 'blob:figure') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('FigureDownloads', () => {
  it("saves a chart's data as CSV: exactly the rows the chart is drawn from", async () => {
    render(<FigureDownloads reportId={reportFixture.id} figure={figureRef(chartFigure)} graphic={{ current: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV: Figure 1: Budget priorities' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0].text()).toBe('Label,Value\r\nBrand,42\r\nDemand,58\r\n');
  });

  it("maps the GraphQL chart to the domain's shape, segments by name", () => {
    const chart = makeFragmentData(
      {
        title: 'By region',
        graphicType: 'SEGMENT',
        segments: ['All', 'Europe'],
        chartData: [],
        chartDataBySegment: [
          { segment: 'All', rows: [{ label: 'Yes', value: 60, entries: [] }] },
          { segment: 'Europe', rows: [{ label: 'Yes', value: 55, entries: [] }] },
        ],
        subCharts: [],
      } as never,
      FigureDownloadsChartFragment,
    );
    expect(chartCsv(csvChartOf(chart as never))).toBe('Segment,Label,Value\r\nAll,Yes,60\r\nEurope,Yes,55\r\n');
  });

  it("fetches an image figure's watermarked PNG from the gateway and saves it under the server's name", async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="Figure-2-Team-structure.png"' } }),
    );
    render(<FigureDownloads reportId={reportFixture.id} figure={figureRef(imageFigure)} graphic={{ current: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download image: Figure 2: Team structure' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toHaveBeenCalledWith(`/downloads/reports/${reportFixture.id}/figures/${imageFigure.id}.png`, { credentials: 'same-origin' });
  });

  it("sends the page's reprint token as a header (never in the URL) in reprints mode", async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Blob(['png']), { status: 200, headers: { 'content-type': 'image/png' } }));
    render(
      <ReprintTokenHeadersContext value={{ reprintsToken: 'A'.repeat(22) }}>
        <FigureDownloads reportId={reportFixture.id} figure={figureRef(imageFigure)} graphic={{ current: null }} />
      </ReprintTokenHeadersContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download image: Figure 2: Team structure' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toHaveBeenCalledWith(`/downloads/reports/${reportFixture.id}/figures/${imageFigure.id}.png`, {
      credentials: 'same-origin',
      headers: { reprintsToken: 'A'.repeat(22) },
    });
  });

  it("shows and reports 'Unable to download png file {title}' when the download is refused", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ status: 401, error: 'Unauthorized', message: 'no' }), { status: 401, statusText: 'Unauthorized' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FigureDownloads reportId={reportFixture.id} figure={figureRef(imageFigure)} graphic={{ current: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download image: Figure 2: Team structure' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to download png file Figure 2: Team structure');
    expect(logged).toHaveBeenCalledWith('[Unable to download png file Figure 2: Team structure]', expect.any(Error));
    expect(saved).toHaveLength(0);
  });

  it("offers a chart's image too, and says it failed when the chart is not on the page", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<FigureDownloads reportId={reportFixture.id} figure={figureRef(chartFigure)} graphic={{ current: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download image: Figure 1: Budget priorities' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to download png file Figure 1: Budget priorities');
    expect(logged).toHaveBeenCalled();
  });

  it('offers nothing for an invalid chart', () => {
    const { container } = render(<FigureDownloads reportId={reportFixture.id} figure={figureRef(invalidFigure)} graphic={{ current: null }} />);
    expect(container.textContent).toBe('');
  });
});
