// reportPdf and figureImage over the real upstream: the files arrive as bytes (DocumentsApi reads
// PDF and PNG answers as such) and leave as base64; upstream's refusals keep their status and message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '@portal/corpus';
import { startRealUpstream } from '@portal/upstream/testing';
import { startTestStack, type TestSubgraph } from '@portal/graph-kit/testing';
import { RESEARCH_NOT_ACCESSIBLE_MESSAGE, type FigureBlockDto } from '@portal/domain';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

// Demo users of issue #13 (upstream demoUsers.ts): Pia subscribes to FD, Rex to nothing.
const PIA = { id: 'usr-client-0141' };
const REX = { id: 'usr-client-0142' };
const FILE = 'fileName contentType contentBase64';
const REPORT_PDF = `query ($id: ID!, $accessible: Boolean!) { reportPdf(id: $id, accessible: $accessible) { ${FILE} } }`;
const FIGURE_IMAGE = `query ($reportId: ID!, $figureId: ID!) { figureImage(reportId: $reportId, figureId: $figureId) { ${FILE} } }`;

let graph: TestSubgraph;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ graph, stop } = await startTestStack(startRealUpstream('content_graph_downloads'), { build: buildContentSubgraph, contextFactory: createContentContext }));
}, 60_000);
afterAll(() => stop?.());

describe('downloads', () => {
  it("reportPdf is the personalised PDF, base64, for a reader of the report", async () => {
    const { data, errors } = await graph.query(REPORT_PDF, { id: 'RES100000', accessible: true }, { user: PIA });
    expect(errors).toBeUndefined();
    expect(data?.reportPdf).toMatchObject({ fileName: 'RES100000.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(data!.reportPdf.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("keeps upstream's refusal: a visitor's 401 with the report's no-access message", async () => {
    const { data, errors } = await graph.query(REPORT_PDF, { id: 'RES100000', accessible: false });
    expect(data?.reportPdf ?? null).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE, extensions: { status: 401 } });
  });

  it('figureImage is the watermarked PNG of an image figure; a chart figure has none, and a reader without access gets the 401', async () => {
    // The corpus startRealUpstream seeds (seed 42, 60 reports).
    const report = [...reports({ seed: 42, size: 60 })].find((r) => r.access === 'restricted' && r.products.includes('FD') && r.bodyJson.blocks.some((b) => b.type === 'figure' && b.imageUrl))!;
    const figures = report.bodyJson.blocks.filter((b): b is FigureBlockDto => b.type === 'figure');
    const image = figures.find((f) => f.imageUrl)!;
    const { data, errors } = await graph.query(FIGURE_IMAGE, { reportId: report.id, figureId: image.id }, { user: PIA });
    expect(errors).toBeUndefined();
    expect(data?.figureImage.contentType).toBe('image/png');
    expect(Buffer.from(data!.figureImage.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const chart = figures.find((f) => f.graphicsId);
    if (chart) {
      const none = await graph.query(FIGURE_IMAGE, { reportId: report.id, figureId: chart.id }, { user: PIA });
      expect(none.errors?.[0]).toMatchObject({ message: `No image for figure ${chart.id}`, extensions: { status: 404 } });
    }
    const rex = await graph.query(FIGURE_IMAGE, { reportId: report.id, figureId: image.id }, { user: REX });
    expect(rex.errors?.[0]).toMatchObject({ message: RESEARCH_NOT_ACCESSIBLE_MESSAGE, extensions: { status: 401 } });
  });
});
