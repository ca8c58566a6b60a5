// The rest of the research page data through the gateway (issue #13, spec 3 §3, §7, §9): topics,
// the authors' and followable contributors' topic details, techCatMarket for Waves only, data
// reports, and archive HTML sanitised with the reader's id filled in.
import { DEFAULT_SEED, fixtures, report as corpusReport } from '@portal/corpus';
import { ARCHIVE_SURVEY_ELEMENT_PAGE_ID } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { beforeAll, describe, expect, it } from 'vitest';
import { gqlData, sessionCookie } from './support/graphql.js';
import { CORPUS_SIZE } from './support/global-setup.js';
import { signIn } from './support/signIn.js';
import { useSharedTestStack } from './support/testStack.js';

const stack = useSharedTestStack();

const QUERY = /* GraphQL */ `
  query ReportPageData($id: ID!) {
    report(id: $id) {
      id ipType topics isDataReport techCatMarket archiveHtml contributorIdsWithFollowButton
      authors { id topics }
      contributors { id topics }
      authorsTopicDetails { contentId analystBioId topics }
      contributorTopicDetails { contentId analystBioId topics }
    }
  }
`;

type ReportData = {
  report: {
    id: string; ipType: string; topics: string[]; isDataReport: boolean; techCatMarket: string | null; archiveHtml: string | null;
    contributorIdsWithFollowButton: string[];
    authors: { id: string; topics: string[] }[];
    contributors: { id: string; topics: string[] }[];
    authorsTopicDetails: { contentId: string; analystBioId: string; topics: string[] }[];
    contributorTopicDetails: { contentId: string; analystBioId: string; topics: string[] }[];
  };
};

/** The first public report of the seeded corpus that matches. */
function firstReport(matches: (r: ReturnType<typeof corpusReport>) => boolean): string {
  const config = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
  for (let index = 0; index < config.size; index++) {
    const candidate = corpusReport(config, index);
    if (candidate.access === 'public' && matches(candidate)) return candidate.contentId;
  }
  throw new Error('no such report in the seeded corpus');
}

let hal: CookieJar;
beforeAll(async () => {
  hal = await signIn(stack.gatewayUrl, 'hal@meridian.example');
});

describe('research page data through the gateway', () => {
  it("answers the report's topics and its authors' and followable contributors' topics", async () => {
    const { report } = await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: fixtures.twelveAuthorReportId });
    expect(report.topics.length).toBeGreaterThanOrEqual(2);
    expect(report.authorsTopicDetails.map((d) => [d.contentId, d.topics])).toEqual(report.authors.map((a) => [a.id, a.topics]));
    for (const detail of [...report.authorsTopicDetails, ...report.contributorTopicDetails]) expect(detail.analystBioId).toMatch(/\S/);
    expect(report.contributorTopicDetails.map((d) => d.contentId)).toEqual(
      report.contributors.filter((c) => report.contributorIdsWithFollowButton.includes(c.id)).map((c) => c.id),
    );
  });

  it('keeps techCatMarket for a Wave only, and marks the data reports', async () => {
    const wave = (await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: firstReport((r) => r.ipType === 'Wave') })).report;
    expect(wave.techCatMarket).toMatch(/\S/);
    const other = (await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: fixtures.allChartTypesReportId })).report;
    expect(other.ipType).not.toBe('Wave');
    expect(other.techCatMarket).toBeNull();
    expect(other.isDataReport).toBe(false);
    const snapshot = (await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: firstReport((r) => r.ipType === 'Data Snapshot') })).report;
    expect(snapshot.isDataReport).toBe(true);
  });

  it("answers archive HTML sanitised, its survey element renamed and the reader's id filled in", async () => {
    const visitor = (await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: fixtures.archiveHtmlReportId })).report;
    const html = visitor.archiveHtml!;
    expect(html).toContain(`id="${ARCHIVE_SURVEY_ELEMENT_PAGE_ID}"`);
    expect(html).not.toMatch(/<script|onclick|\{\{userId\}\}/);
    // A visitor has no id: the placeholder is left empty.
    expect(html).toContain('&amp;user="');

    const reader = (await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: fixtures.archiveHtmlReportId }, sessionCookie(stack.gatewayUrl, hal))).report;
    expect(reader.archiveHtml).toContain('user=usr-client-0195');

    const none = (await gqlData<ReportData>(stack.gatewayUrl, QUERY, { id: fixtures.oneAuthorReportId })).report;
    expect(none.archiveHtml).toBeNull();
  });

  it('answers the older body items as figures with their downloadable assets, which download', async () => {
    const query = `query($id: ID!) { report(id: $id) { figures { id label title downloadableAssets { title url fileExtension icon } graphic { __typename ... on FigureImage { url } } } } }`;
    const { report } = await gqlData<{ report: { figures: { id: string; label: string; title: string; downloadableAssets: { url: string; fileExtension: string; icon: string }[]; graphic: { __typename: string; url?: string } }[] } }>(
      stack.gatewayUrl, query, { id: fixtures.archiveHtmlReportId },
    );
    const legacy = report.figures.slice(-2);
    expect(legacy.map((f) => f.label)).toEqual([`Figure ${report.figures.length - 1}`, `Figure ${report.figures.length}`]);
    expect(legacy[0]!.downloadableAssets.map((a) => [a.fileExtension, a.icon])).toEqual([['svg', 'image'], ['pdf', 'pdf']]);
    expect(legacy[1]!.downloadableAssets.map((a) => [a.fileExtension, a.icon])).toEqual([['svg', 'image']]);
    for (const figure of legacy) {
      expect(figure.graphic.__typename).toBe('FigureImage');
      const image = await fetch(`${stack.gatewayUrl}${figure.downloadableAssets[0]!.url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('svg');
    }
    for (const figure of report.figures.slice(0, -2)) expect(figure.downloadableAssets).toEqual([]);
  });
});
