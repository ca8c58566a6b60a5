// The public image path over real HTTP against PostgreSQL: the corpus's image paths resolve to
// SVG drawn from the database, with the headers that keep an SVG inert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysts, fixtures, type CorpusReport } from '@portal/corpus';
import type { BodyBlockDto } from '@portal/domain';
import { analysts as analystTable, research } from '../../../db/schema.js';
import { seedDatabase } from '../../../db/seed.js';
import { TEST_CORPUS } from '../../../testing/corpus.js';
import { allReports } from '../../../testing/expected.js';
import { getJson } from '../../../testing/http.js';
import { allElements, drawnText, parseSvg, type SvgElement } from '../../../testing/svg.js';
import { initialsOf } from './avatarSvg.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../../testing/signedCaller.js';
import { seedDemoUsers } from '../../auth/demoUsers.js';
import { startMigratedApp, type SeededApp } from '../../../testing/seededApp.js';

const IMAGES = '/content-service/api/v1/content/public/image';
const CSP = "default-src 'none'; style-src 'unsafe-inline'";
// An employee: entitled to every restricted report (packages/domain entitlements).
const USER = await signedAs('usr-employee-0001');

// Rows the corpus never produces: hostile text, and a restricted report with a plain image.
const NASTY_NAME = { first: '<script>alert("x")</script>Zoë', last: `O'Neil & <b>Sons</b>\u0001` };
const NASTY_ANALYST = 'BIO99001';
const NASTY_REPORT = 'RES900001';
const NASTY_TITLE = `</text><script>alert(1)</script> "Quotes" & 'apostrophes' in a framework`;
const RESTRICTED_REPORT = 'RES900002';

let app: SeededApp;
let corpus: CorpusReport[];
const url = (path: string) => `${app.baseUrl}${path}`;
/** The corpus's browser path (/images/…) as the CMS path the gateway forwards it to. */
const cmsPath = (browserPath: string) => `${IMAGES}/${browserPath.replace(/^\/images\//, '')}`;

function figureRow(id: string, access: 'public' | 'restricted', figure: BodyBlockDto) {
  return {
    id, contentId: id, slug: 'hand-made', title: 'Hand made', summary: 'For the image tests.', ipType: 'Research',
    publishedDate: '2026-01-01', readTime: 5, functionSlug: corpus[0].functionSlug, priorityIds: [], topics: [], access,
    body: { blocks: [{ type: 'section', id: 'section-1', text: 'One' }, figure] },
  };
}

beforeAll(async () => {
  app = await startMigratedApp('images', async (db) => {
    // The user store: entitlements read the caller's subscriptions there.
    await seedDemoUsers(db);
    await seedDatabase(db, TEST_CORPUS);
    corpus = allReports(TEST_CORPUS);
    await db.insert(analystTable).values({
      id: NASTY_ANALYST, analystId: NASTY_ANALYST, slug: 'nasty', firstName: NASTY_NAME.first, lastName: NASTY_NAME.last,
      fullName: `${NASTY_NAME.first} ${NASTY_NAME.last}`, title: 'Analyst', image: `/images/analysts/${NASTY_ANALYST}.svg`,
      active: true, externallyActive: true, bio: '', topics: [],
    });
    const figure = (reportId: string, title: string): BodyBlockDto => ({
      type: 'figure', id: `${reportId}-figure-1`, label: 'Figure 1', figureTitle: title,
      imageUrl: `/images/figures/${reportId}-figure-1.svg`, altText: `Diagram: ${title}`,
    });
    await db.insert(research).values([
      figureRow(NASTY_REPORT, 'public', figure(NASTY_REPORT, NASTY_TITLE)),
      figureRow(RESTRICTED_REPORT, 'restricted', figure(RESTRICTED_REPORT, 'A framework for secrets')),
    ]);
  }, { userContextSecret: TEST_USER_CONTEXT_SECRET });
});

afterAll(() => app?.close());

async function getSvg(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(url(path), { headers });
  const text = await res.text();
  return { res, text, svg: res.ok ? parseSvg(text) : undefined };
}

function expectInertSvgHeaders(res: Response, cacheControl = 'public, max-age=86400') {
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml(;|$)/);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe(CSP);
}

/** An accessible image: role="img" and a <title> as its first child, holding `name`. */
function expectNamedImage(svg: SvgElement, name: string) {
  expect(svg.name).toBe('svg');
  expect(svg.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
  expect(svg.attributes.role).toBe('img');
  expect(svg.children[0].name).toBe('title');
  expect(svg.children[0].text).toBe(name);
  expect(allElements(svg).map((e) => e.name)).not.toContain('script');
  expect(allElements(svg).map((e) => e.name)).not.toContain('foreignObject');
}

const aspect = (svg: SvgElement) => {
  const [, , width, height] = svg.attributes.viewBox.split(' ').map(Number);
  expect(Number(svg.attributes.width)).toBe(width);
  expect(Number(svg.attributes.height)).toBe(height);
  return width / height;
};

describe('analyst avatars', () => {
  const roster = analysts(TEST_CORPUS.seed);
  const withImage = roster.filter((a) => a.image !== null);

  it('draws the initials of the name in the database on a square, at the path the corpus gives', async () => {
    const analyst = withImage[0];
    const { res, svg } = await getSvg(cmsPath(analyst.image!));
    expect(res.status).toBe(200);
    expectInertSvgHeaders(res);
    expectNamedImage(svg!, analyst.fullName);
    expect(aspect(svg!)).toBe(1);
    expect(drawnText(svg!)).toEqual([`${analyst.firstName[0]}${analyst.lastName[0]}`.toUpperCase()]);
  });

  it('is the same picture every time, with colours that differ between analysts', async () => {
    const first = await getSvg(cmsPath(withImage[0].image!));
    const again = await getSvg(cmsPath(withImage[0].image!));
    expect(again.text).toBe(first.text);
    const fills = await Promise.all(
      withImage.slice(0, 24).map(async (a) => {
        const { svg } = await getSvg(cmsPath(a.image!));
        return allElements(svg!).find((e) => e.name === 'rect')!.attributes.fill;
      }),
    );
    for (const fill of fills) expect(fill).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(fills).size).toBeGreaterThan(4);
  });

  it('escapes a hostile name: the title reads exactly as stored, minus what XML cannot hold', async () => {
    const { res, text, svg } = await getSvg(`${IMAGES}/analysts/${NASTY_ANALYST}.svg`);
    expect(res.status).toBe(200);
    expect(text).not.toMatch(/<script|<b>/i);
    expectNamedImage(svg!, `${NASTY_NAME.first} ${NASTY_NAME.last}`.replace('\u0001', ''));
    // The first letter of each name, not its first character ('<').
    expect(drawnText(svg!)).toEqual([initialsOf(NASTY_NAME.first, NASTY_NAME.last)]);
    expect(initialsOf(NASTY_NAME.first, NASTY_NAME.last)).toBe('SO');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(url(cmsPath(withImage[1].image!)), { method: 'HEAD' });
    expect(res.status).toBe(200);
    expectInertSvgHeaders(res);
    expect(await res.text()).toBe('');
  });

  it('answers 404 JSON for an unknown analyst and for one without a picture', async () => {
    const unknown = await getJson(url(`${IMAGES}/analysts/BIO99999.svg`));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, error: 'Not Found', message: 'Analyst BIO99999 not found' });
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    const pictureless = roster.find((a) => a.image === null)!;
    const none = await getJson(url(`${IMAGES}/analysts/${pictureless.contentId}.svg`));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(`No image for analyst ${pictureless.contentId}`);
  });
});

describe('figure images', () => {
  const imageFigures = () =>
    corpus.flatMap((r) =>
      r.bodyJson.blocks.flatMap((b) => (b.type === 'figure' && b.imageUrl && r.access === 'public' ? [{ report: r, figure: b }] : [])),
    );

  it('draws the figure title from the report body over a diagram, 16:9, for every image figure of a public report', async () => {
    const figures = imageFigures();
    expect(figures.map((f) => f.report.id)).toContain(fixtures.allChartTypesReportId);
    for (const { figure } of figures) {
      const { res, svg } = await getSvg(cmsPath(figure.imageUrl!));
      expect(res.status).toBe(200);
      expectInertSvgHeaders(res);
      expectNamedImage(svg!, figure.figureTitle);
      expect(aspect(svg!)).toBeCloseTo(16 / 9, 5);
      // The drawn title (the first text, wrapped into lines) spells the figure's title, and the
      // diagram has labels of its own besides it.
      const [title, ...labels] = allElements(svg!).filter((e) => e.name === 'text');
      const drawnTitle = drawnText(title).join(' ');
      if (drawnTitle.endsWith('…')) expect(figure.figureTitle.startsWith(drawnTitle.slice(0, -1))).toBe(true);
      else expect(drawnTitle).toBe(figure.figureTitle);
      expect(labels.length).toBeGreaterThanOrEqual(4);
      // Readable: no text smaller than 24 px on the 1280 px drawing.
      for (const element of allElements(svg!).filter((e) => e.attributes['font-size'])) {
        expect(Number(element.attributes['font-size'])).toBeGreaterThanOrEqual(24);
      }
    }
  });

  it('escapes a hostile title into well-formed SVG', async () => {
    const { res, text, svg } = await getSvg(`${IMAGES}/figures/${NASTY_REPORT}-figure-1.svg`);
    expect(res.status).toBe(200);
    expect(text).not.toMatch(/<script|<\/text><script/i);
    expectNamedImage(svg!, NASTY_TITLE);
    expect(drawnText(svg!).join(' ')).toContain('</text><script>alert(1)</script>');
  });

  it("keeps a restricted report's figure from anonymous callers and out of shared caches", async () => {
    const path = `${IMAGES}/figures/${RESTRICTED_REPORT}-figure-1.svg`;
    const anonymous = await getJson(url(path));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      status: 401, error: 'Unauthorized', message: 'Research page is not accessible with the current credentials',
    });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const signedIn = await getSvg(path, USER);
    expect(signedIn.res.status).toBe(200);
    expectInertSvgHeaders(signedIn.res, 'private, max-age=86400');
    expect(signedIn.res.headers.get('vary')).toMatch(/x-portal-user\b/i);
  });

  it('answers 404 JSON for a chart figure, a figure the report lacks and an unknown report', async () => {
    const report = corpus.find((r) => r.id === fixtures.allChartTypesReportId)!;
    const chartFigure = report.bodyJson.blocks.find((b) => b.type === 'figure' && b.graphicsId)!;
    const chart = await getJson(url(`${IMAGES}/figures/${(chartFigure as { id: string }).id}.svg`));
    expect(chart.status).toBe(404);
    expect(chart.body.message).toBe(`No image for figure ${(chartFigure as { id: string }).id}`);
    const missing = await getJson(url(`${IMAGES}/figures/${report.id}-figure-99.svg`));
    expect(missing.body).toEqual({ status: 404, error: 'Not Found', message: `Figure ${report.id}-figure-99 not found` });
    const unknown = await getJson(url(`${IMAGES}/figures/RES999999-figure-1.svg`));
    expect(unknown.body).toEqual({ status: 404, error: 'Not Found', message: 'Research RES999999 not found' });
  });
});

describe('metrics', () => {
  const counter = async (labels: string) => {
    const text = await (await fetch(url('/metrics'))).text();
    const line = text.split('\n').find((l) => l.startsWith(`upstream_http_requests_total{${labels}}`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  it('counts image requests by route pattern, like every other route', async () => {
    const avatarOk = `method="GET",route="${IMAGES}/analysts/:file",status="200"`;
    const figureMissing = `method="GET",route="${IMAGES}/figures/:file",status="404"`;
    const other = `method="GET",route="${IMAGES}{/*path}",status="404"`;
    const before = await Promise.all([avatarOk, figureMissing, other].map(counter));
    await fetch(url(cmsPath(analysts(TEST_CORPUS.seed).find((a) => a.image !== null)!.image!)));
    await fetch(url(`${IMAGES}/figures/RES999999-figure-1.svg`));
    await fetch(url(`${IMAGES}/logos/portal.svg`));
    const after = await Promise.all([avatarOk, figureMissing, other].map(counter));
    expect(after.map((n, i) => n - before[i])).toEqual([1, 1, 1]);
  });
});
