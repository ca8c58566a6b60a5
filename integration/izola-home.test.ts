// The alternative home of spec 1 §4 through the gateway on the whole stack: the session verify's
// izola_home reaches the page as Viewer.features; the server-rendered /myhome answers an izola_home
// reader with a redirect to /myhome/izola (and a reader without it, or a visitor, elsewhere); the
// alternative home's data is /myhome's own, built from Isla's function, its priorities and reading.
import { fixtures, functionAreas } from '@portal/corpus';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
// Isla (izola_home on, Customer Experience) is this file's own reader; Avery (no features) is only read.
let isla: CookieJar;
let avery: CookieJar;

const IZOLA_HOME = /* GraphQL */ `
  {
    myHome {
      banner { greeting functions }
      hero { reason { kind text } report { id title } }
      featured { reason { kind text } report { id title } }
      fromReading { reason { kind text } report { id title } }
    }
  }
`;

interface Pick { reason: { kind: string; text: string }; report: { id: string; title: string } }

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);
const page = (jar: CookieJar, path: string) => jar.fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html' } });
const prioritiesOf = (slug: string) => functionAreas(0).find((area) => area.slug === slug)!.priorities.map((priority) => `For your priority ${priority.label}`);

beforeAll(async () => {
  [isla, avery] = await Promise.all([signIn(stack.gatewayUrl, 'isla@meridian.example'), signIn(stack.gatewayUrl, 'avery@meridian.example')]);
});

describe('the izola_home reader', () => {
  it('has the feature on in the session, and a reader without it has none', async () => {
    const features = async (jar: CookieJar) => (await as(jar, '{ viewer { id features } }')).body.data!.viewer.features;
    expect(await features(isla)).toEqual(['izola_home']);
    expect(await features(avery)).toEqual([]);
  });

  it('is sent from /myhome to the alternative home by the first response, which renders its question box', async () => {
    const myHome = await page(isla, '/myhome');
    expect(myHome.status).toBe(302);
    expect(myHome.headers.get('location')).toBe('/myhome/izola');

    const izola = await page(isla, '/myhome/izola');
    expect(izola.status).toBe(200);
    const html = await izola.text();
    expect(html).toContain('Ask about our research');
    expect(html).toContain('Welcome back, Isla');
    // Labelled as what it is: a search.
    expect(html).toContain('runs as a search of our research');

    // Asked for, the standard home stays.
    expect((await page(isla, '/myhome?home=standard')).status).toBe(200);
  });

  it('leaves other readers on the standard home and sends visitors where a visitor’s /myhome goes', async () => {
    expect((await page(avery, '/myhome')).status).toBe(200);
    const notTheirs = await page(avery, '/myhome/izola');
    expect(notTheirs.status).toBe(302);
    expect(notTheirs.headers.get('location')).toBe('/myhome');
    const visitor = await page(new CookieJar(), '/myhome/izola');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/bold');
  });

  it("gets picks from the function's priorities and research from the reading, each saying why", async () => {
    const read = await as(isla, 'query ($id: ID!) { report(id: $id) { id title } }', { id: fixtures.allChartTypesReportId });
    expect(read.body.errors).toBeUndefined();
    const readTitle: string = read.body.data!.report.title;
    // Reading records nothing itself: the report page records the view (spec 2 §3).
    const recorded = await as(isla, 'mutation ($id: ID!) { recordReportView(id: $id) }', { id: fixtures.allChartTypesReportId });
    expect(recorded.body).toEqual({ data: { recordReportView: true } });

    const { body } = await as(isla, IZOLA_HOME);
    expect(body.errors).toBeUndefined();
    const home = body.data!.myHome as { banner: { greeting: string; functions: string[] }; hero: Pick; featured: Pick[]; fromReading: Pick[] };
    expect(home.banner).toEqual({ greeting: 'Welcome back, Isla', functions: ['Customer Experience'] });

    const picks = [home.hero, ...home.featured];
    // No follows: the function's research and its top priorities', each naming its function or priority.
    expect(picks.map((pick) => pick.reason)).toContainEqual({ kind: 'FUNCTION', text: 'For your function Customer Experience' });
    const byPriority = picks.filter((pick) => pick.reason.kind === 'PRIORITY');
    expect(byPriority.length).toBeGreaterThan(0);
    const customerExperience = prioritiesOf('customer-experience');
    for (const pick of byPriority) expect(customerExperience).toContain(pick.reason.text);
    expect(byPriority.map((pick) => pick.reason.text).filter((text) => prioritiesOf('b2b-marketing-executives').includes(text))).toEqual([]);

    expect(home.fromReading.length).toBeGreaterThan(0);
    for (const pick of home.fromReading) expect(pick.reason).toEqual({ kind: 'READ', text: `Because you read ${readTitle}` });
    // What Isla opened is not offered again.
    expect([...picks, ...home.fromReading].map((pick) => pick.report.id)).not.toContain(fixtures.allChartTypesReportId);
  });
});
