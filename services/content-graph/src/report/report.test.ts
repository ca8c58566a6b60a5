// content-graph over the real upstream REST app (temporary PostgreSQL database, small corpus).
import { fixtures } from '@portal/corpus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealUpstream, type RealUpstream } from '@portal/upstream/testing';
import { requestsDuring, startTestStack, startTestSubgraph, type GraphResult, type TestSubgraph } from '@portal/graph-kit/testing';
import { createContentContext } from '../context.js';
import { buildContentSubgraph } from '../schema.js';

const REPORT_PAGE = /* GraphQL */ `
  query ReportPage($id: ID!) {
    report(id: $id) {
      id slug path title summary ipType publishedDate readTime
      authors { id fullName title path active }
      contributors { id fullName }
      tableOfContents { id title parentId subHeadings { id title parentId } }
      sections { id title blocks { __typename ... on Paragraph { text } ... on SubHeading { id text } ... on FigureBlock { figure { id } } } }
      figures {
        id label title
        graphic {
          __typename
          ... on InvalidGraphic { message }
          ... on FigureImage { url altText }
          ... on Chart {
            graphicType chartType title segments defaultSegment
            chartData { label value entries { label value } }
            chartDataBySegment { segment rows { label value } }
            subCharts { chartType title chartData { label value } }
          }
        }
      }
    }
  }
`;

function startContentGraph(upstreamUrl: string): Promise<TestSubgraph> {
  return startTestSubgraph({ upstreamUrl, build: buildContentSubgraph, contextFactory: createContentContext });
}

let upstream: RealUpstream;
let graph: TestSubgraph;
let stop: () => Promise<void>;

beforeAll(async () => { ({ upstream, graph, stop } = await startTestStack(startRealUpstream('content_graph_test'), { build: buildContentSubgraph, contextFactory: createContentContext })); }, 60_000);
afterAll(() => stop?.());

/** A query on a subgraph with an empty cache, and the upstream calls it cost. */
async function onFreshSubgraph(id: string): Promise<{ calls: number; result: GraphResult }> {
  const fresh = await startContentGraph(upstream.url);
  try {
    let result: GraphResult = {};
    const calls = await upstreamCallsDuring(async () => {
      result = await fresh.query(REPORT_PAGE, { id });
    });
    return { calls, result };
  } finally {
    await fresh.stop();
  }
}

const upstreamCallsDuring = (work: () => Promise<unknown>) => requestsDuring(upstream, work);

describe('Query.report', () => {
  it('returns the report page: fields, path, authors, table of contents, sections, figures', async () => {
    const { data, errors } = await graph.query(REPORT_PAGE, { id: fixtures.oneAuthorReportId });
    expect(errors).toBeUndefined();
    const report = data!.report;
    expect(report.id).toBe(fixtures.oneAuthorReportId);
    expect(report.path).toBe(`/report/${report.slug}/${report.id}`);
    expect(report.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.authors).toHaveLength(1);
    expect(report.authors[0].path).toBe(`/analyst-bio/${report.authors[0].path.split('/')[2]}/${report.authors[0].id}`);
    expect(report.tableOfContents.length).toBeGreaterThan(0);
    for (const section of report.tableOfContents) {
      expect(section.parentId).toBeNull();
      for (const sub of section.subHeadings) expect(sub.parentId).toBe(section.id);
    }
    const tocIds = report.tableOfContents.map((s: { id: string }) => s.id);
    expect(report.sections.map((s: { id: string }) => s.id).filter((id: string) => tocIds.includes(id))).toEqual(tocIds);
    const figureIdsInSections = report.sections.flatMap((s: any) =>
      s.blocks.filter((b: any) => b.__typename === 'FigureBlock').map((b: any) => b.figure.id),
    );
    expect(figureIdsInSections).toEqual(report.figures.map((f: { id: string }) => f.id));
  });

  it('costs the same number of REST calls with 12 authors as with 1 (one analyst batch)', async () => {
    const oneAuthor = await onFreshSubgraph(fixtures.oneAuthorReportId);
    const twelveAuthors = await onFreshSubgraph(fixtures.twelveAuthorReportId);
    expect(oneAuthor.result.data!.report.authors).toHaveLength(1);
    expect(twelveAuthors.result.data!.report.authors).toHaveLength(12);
    // The research read, one analyst batch, one graphics batch (both reports have charts).
    expect(oneAuthor.calls).toBe(3);
    expect(twelveAuthors.calls).toBe(3);
  });

  it("answers the report's topics and its authors' and followable contributors' topic details, from the author list's one analyst batch", async () => {
    const fresh = await startContentGraph(upstream.url);
    try {
      const query = `query Topics($id: ID!) { report(id: $id) {
        topics authors { id topics } contributors { id topics } contributorIdsWithFollowButton
        authorsTopicDetails { contentId analystBioId topics } contributorTopicDetails { contentId analystBioId topics }
      } }`;
      let result: GraphResult = {};
      const calls = await upstreamCallsDuring(async () => {
        result = await fresh.query(query, { id: fixtures.twelveAuthorReportId });
      });
      expect(result.errors).toBeUndefined();
      const report = result.data!.report;
      expect(report.topics.length).toBeGreaterThanOrEqual(2);
      const known = (ids: string[]) => [...report.authors, ...report.contributors].filter((a: { id: string }) => ids.includes(a.id));
      expect(report.authorsTopicDetails.map((d: { contentId: string; topics: string[] }) => [d.contentId, d.topics])).toEqual(
        report.authors.map((a: { id: string; topics: string[] }) => [a.id, a.topics]),
      );
      for (const detail of report.authorsTopicDetails) expect(detail.analystBioId).toMatch(/\S/);
      expect(report.contributorTopicDetails.map((d: { contentId: string }) => d.contentId)).toEqual(
        known(report.contributorIdsWithFollowButton).map((a: { id: string }) => a.id),
      );
      // The research read, one analyst batch (shared by the lists and the topic details) and the flags.
      expect(calls).toBe(3);
    } finally {
      await fresh.stop();
    }
  });

  it('serves a repeated public report from the cache', async () => {
    await graph.query(REPORT_PAGE, { id: fixtures.allChartTypesReportId });
    const calls = await upstreamCallsDuring(() => graph.query(REPORT_PAGE, { id: fixtures.allChartTypesReportId }));
    expect(calls).toBe(0);
  });

  it('converts charts: sub charts, segments, and a plain image', async () => {
    const { data, errors } = await graph.query(REPORT_PAGE, { id: fixtures.allChartTypesReportId });
    expect(errors).toBeUndefined();
    const figures = data!.report.figures;
    expect(figures.length).toBeGreaterThanOrEqual(3);
    const graphics = figures.map((f: any) => f.graphic);
    const layout = graphics.find((g: any) => g.chartType === 'vertical-layout');
    expect(layout.subCharts.length).toBeGreaterThan(0);
    const segmented = graphics.find((g: any) => g.graphicType === 'SEGMENT');
    expect(segmented.chartDataBySegment.map((s: any) => s.segment)).toEqual(segmented.segments);
    expect(segmented.segments).toContain(segmented.defaultSegment);
    const image = graphics.find((g: any) => g.__typename === 'FigureImage');
    expect(image.url).toMatch(/^\/images\/figures\/RES\d+-figure-\d+\.svg$/);
    expect(image.altText).not.toBe('');
  });

  it("shows 'Invalid graphic data' for an invalid chart and keeps the report's other figures", async () => {
    const { data, errors } = await graph.query(REPORT_PAGE, { id: fixtures.invalidChartReportId });
    expect(errors).toBeUndefined();
    const kinds = data!.report.figures.map((f: any) => f.graphic.__typename);
    expect(kinds.filter((k: string) => k === 'InvalidGraphic')).toHaveLength(1);
    expect(kinds).toContain('Chart');
    const invalid = data!.report.figures.find((f: any) => f.graphic.__typename === 'InvalidGraphic');
    expect(invalid.graphic.message).toBe('Invalid graphic data');
  });

  it('shows an inactive author without title and link', async () => {
    const { data } = await graph.query(REPORT_PAGE, { id: fixtures.inactiveAuthorReportId });
    const inactive = data!.report.authors.filter((a: any) => !a.active);
    expect(inactive.length).toBeGreaterThan(0);
    for (const author of inactive) expect(author).toMatchObject({ title: null, path: null });
  });

  it('answers a restricted report with 401 when logged out or to a GUEST subscription, and with the report to an entitled client', async () => {
    const refused = {
      message: 'Research page is not accessible with the current credentials',
      extensions: { code: 'UNAUTHORIZED', status: 401, error: 'Unauthorized' },
    };
    const loggedOut = await graph.query(REPORT_PAGE, { id: fixtures.restrictedReportId });
    expect(loggedOut.data).toEqual({ report: null });
    expect(loggedOut.errors?.[0]).toMatchObject(refused);
    // The demo guest (GUEST) is signed in but entitled to no restricted research.
    const guest = await graph.query(REPORT_PAGE, { id: fixtures.restrictedReportId }, { user: { id: 'usr-guest-0001' } });
    expect(guest.data).toEqual({ report: null });
    expect(guest.errors?.[0]).toMatchObject(refused);
    // The demo client (FD) is entitled to the restricted fixture, an FD report.
    const signedIn = await graph.query(`query($id: ID!) { report(id: $id) { id hasAccess } }`, { id: fixtures.restrictedReportId }, { user: { id: 'usr-client-0001' } });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.report).toEqual({ id: fixtures.restrictedReportId, hasAccess: true });
  });

  it('answers an unknown report with 404 Not Found', async () => {
    const { data, errors } = await graph.query(REPORT_PAGE, { id: 'RES999999' });
    expect(data).toEqual({ report: null });
    expect(errors?.[0]).toMatchObject({
      message: 'Research RES999999 not found',
      extensions: { code: 'NOT_FOUND', status: 404, error: 'Not Found' },
    });
  });

  it('rejects a malformed id before calling upstream', async () => {
    let result: GraphResult | undefined;
    const calls = await upstreamCallsDuring(async () => {
      result = await graph.query(REPORT_PAGE, { id: 'report-1' });
    });
    expect(calls).toBe(0);
    expect(result!.errors?.[0]).toMatchObject({
      message: 'Invalid content id',
      extensions: { code: 'BAD_USER_INPUT', status: 400, error: 'Bad Request' },
    });
  });
});

describe('entity references', () => {
  it('resolves three Report references with one batch call', async () => {
    const fresh = await startContentGraph(upstream.url);
    try {
      const ids = [fixtures.oneAuthorReportId, fixtures.twelveAuthorReportId, fixtures.invalidChartReportId];
      let result: GraphResult | undefined;
      const calls = await upstreamCallsDuring(async () => {
        result = await fresh.query('query($r: [_Any!]!) { _entities(representations: $r) { ... on Report { id title path } } }', {
          r: ids.map((id) => ({ __typename: 'Report', id })),
        });
      });
      expect(result!.errors).toBeUndefined();
      expect(result!.data!._entities.map((r: { id: string }) => r.id)).toEqual(ids);
      expect(calls).toBe(1);
    } finally {
      await fresh.stop();
    }
  });

  it('resolves Analyst and Figure references', async () => {
    const page = await graph.query(REPORT_PAGE, { id: fixtures.allChartTypesReportId });
    const analystId = page.data!.report.authors[0].id;
    const figureId = page.data!.report.figures[0].id;
    const result = await graph.query(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Analyst { id fullName } ... on Figure { id label } } }',
      { r: [{ __typename: 'Analyst', id: analystId }, { __typename: 'Figure', id: figureId }] },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!._entities).toEqual([
      { id: analystId, fullName: page.data!.report.authors[0].fullName },
      { id: figureId, label: page.data!.report.figures[0].label },
    ]);
  });
});

describe('Query.alertBanner', () => {
  it('returns the first banner with sanitised HTML', async () => {
    const { data, errors } = await graph.query('{ alertBanner { id title descriptionHtml closeButton expiryDate } }');
    expect(errors).toBeUndefined();
    expect(data!.alertBanner.id).toMatch(/^AB-\d+$/);
    expect(data!.alertBanner.descriptionHtml).toContain('<a href=');
    expect(new Date(data!.alertBanner.expiryDate).getTime()).toBeGreaterThan(Date.now());
  });
});
