// Entitlements per subscription (issue #7 finding 8), over real HTTP between real processes.
// Through the gateway: restricted research is read by an employee and by a client whose
// subscription holds one of the report's products, and refused to a GUEST subscription with spec
// 3's 401; hasAccess tells each caller the same on the report and on search cards. Upstream, called
// directly: it trusts a caller only through the signed user context, so a bare x-portal-user-id, a
// forged, expired or otherwise-signed token is nobody, on every user-scoped route.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, fixtures, reports, type CorpusReport } from '@portal/corpus';
import { signUserContext } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gql, sessionCookie } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const USERS = {
  guest: { id: 'usr-guest-0001', email: 'guest@meridian.example' }, // GUEST
  client: { id: 'usr-client-0001', email: 'client@meridian.example' }, // FD
  robin: { id: 'usr-client-0002', email: 'robin@meridian.example' }, // FD + FMI
  employee: { id: 'usr-employee-0001', email: 'employee@meridian.example' },
} as const;
type Who = keyof typeof USERS;
const jars = {} as Record<Who, CookieJar>;

const NOT_ACCESSIBLE = 'Research page is not accessible with the current credentials';
// The stack's corpus (global-setup seeds it): the restricted fixture is FD's; find an FMI-only one.
const corpus: CorpusReport[] = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })];
const fdReport = corpus.find((r) => r.id === fixtures.restrictedReportId)!;
const fmiOnlyReport = corpus.find((r) => r.access === 'restricted' && r.products.join() === 'FMI')!;

// Its userContextSecret is known to the test, so that a correctly signed header can be shown to
// work directly at upstream (the refusals below would prove nothing if nothing were ever accepted).
const stack = useSharedTestStack();
beforeAll(async () => {
  for (const who of Object.keys(USERS) as Who[]) jars[who] = await signIn(stack.gatewayUrl, USERS[who].email);
});

const as = (who: Who | null): Record<string, string> => sessionCookie(stack.gatewayUrl, who ? jars[who] : null);
const REPORT = 'query($id: ID!) { report(id: $id) { id title hasAccess sections { id } } }';

describe('restricted research through the gateway', () => {
  it('the corpus has restricted research of each product to test with', () => {
    expect(fdReport).toMatchObject({ access: 'restricted', products: ['FD'] });
    expect(fmiOnlyReport).toBeDefined();
  });

  it.each<[string, Who | null, CorpusReport]>([
    ['a visitor', null, fdReport],
    ['a GUEST subscription', 'guest', fdReport],
    ['an FD client, for FMI research', 'client', fmiOnlyReport],
  ])('refuses %s with 401 Unauthorized and the spec message', async (_label, who, report) => {
    const { body } = await gql(stack.gatewayUrl, REPORT, { id: report.id }, as(who));
    // The lookup is nullable (partial data): the refused report is null with its own error.
    expect(body.data).toEqual({ report: null });
    expect(body.errors?.[0].message).toBe(NOT_ACCESSIBLE);
    expect(body.errors?.[0].extensions).toMatchObject({ status: 401, error: 'Unauthorized' });
    // Nothing of the report's body reaches the refused caller.
    expect(JSON.stringify(body)).not.toContain(report.title);
  });

  it.each<[string, Who, CorpusReport]>([
    ['an FD client reads FD research', 'client', fdReport],
    ['an FD + FMI client reads FMI research', 'robin', fmiOnlyReport],
    ['an employee reads FD research', 'employee', fdReport],
    ['an employee reads FMI research', 'employee', fmiOnlyReport],
  ])('%s, with hasAccess true', async (_label, who, report) => {
    const { body } = await gql(stack.gatewayUrl, REPORT, { id: report.id }, as(who));
    expect(body.errors).toBeUndefined();
    expect(body.data!.report).toMatchObject({ id: report.id, title: report.title, hasAccess: true });
    expect(body.data!.report.sections.length).toBeGreaterThan(0);
  });

  it('marks search cards with hasAccess per caller (accessOnly=false lists restricted research, locked)', async () => {
    const SEARCH = `query($input: SearchInput!) { search(input: $input) { cards { contentId hasAccess report { id title } } } }`;
    const cardOf = async (who: Who | null, report: CorpusReport) => {
      const { body } = await gql(stack.gatewayUrl, SEARCH, { input: { query: report.title, activeTab: 'reports', accessOnly: false } }, as(who));
      expect(body.errors).toBeUndefined();
      const card = body.data!.search.cards.find((c: { contentId: string }) => c.contentId === report.id);
      expect(card, `${report.id} in ${who}'s results`).toBeDefined();
      return card;
    };
    // Locked for a visitor, a GUEST subscription, and an FD client on FMI research: no report behind
    // the card, and no error either (the response has none, checked in cardOf).
    expect(await cardOf(null, fdReport)).toEqual({ contentId: fdReport.id, hasAccess: false, report: null });
    expect(await cardOf('guest', fdReport)).toEqual({ contentId: fdReport.id, hasAccess: false, report: null });
    expect(await cardOf('client', fmiOnlyReport)).toEqual({ contentId: fmiOnlyReport.id, hasAccess: false, report: null });
    // Open for the readers entitled to it.
    const open = (report: CorpusReport) => ({ contentId: report.id, hasAccess: true, report: { id: report.id, title: report.title } });
    expect(await cardOf('client', fdReport)).toEqual(open(fdReport));
    expect(await cardOf('robin', fmiOnlyReport)).toEqual(open(fmiOnlyReport));
    expect(await cardOf('employee', fmiOnlyReport)).toEqual(open(fmiOnlyReport));
  });
});

describe('upstream trusts a caller only through the signed user context', () => {
  const employee = USERS.employee.id;
  const signed = (secret = stack.userContextSecret, expiresIn = '5m') => signUserContext({ id: employee }, secret, expiresIn);
  /** Every way of naming a user that is not a valid signature by the stack's secret. */
  const impostors = async (): Promise<[string, Record<string, string>][]> => [
    ['no header', {}],
    ['a bare x-portal-user-id', { 'x-portal-user-id': employee }],
    ['a malformed token', { 'x-portal-user': 'not-a-jws' }],
    ['a token signed with another secret', { 'x-portal-user': await signed(randomBytes(32).toString('base64url')) }],
    ['an expired token', { 'x-portal-user': await signed(stack.userContextSecret, '-1m') }],
    ['an unsigned token (alg none)', { 'x-portal-user': unsignedToken(employee) }],
  ];
  const upstream = (path: string, init: RequestInit = {}) => fetch(`${stack.upstreamUrl}${path}`, init);

  it('reads restricted research for a correctly signed employee (the control)', async () => {
    const res = await upstream(`/research-service/api/v1/research/${fmiOnlyReport.id}`, { headers: { 'x-portal-user': await signed() } });
    expect(res.status).toBe(200);
  });

  it('refuses restricted research, and leaves it out of batches and access checks, for every impostor', async () => {
    for (const [label, headers] of await impostors()) {
      const one = await upstream(`/research-service/api/v1/research/${fdReport.id}`, { headers });
      expect(one.status, label).toBe(401);
      expect(await one.json(), label).toEqual({ status: 401, error: 'Unauthorized', message: NOT_ACCESSIBLE });
      const batch = (await (await upstream(`/research-service/api/v1/research?ids=${fdReport.id},${fmiOnlyReport.id}`, { headers })).json()) as { items: unknown[] };
      expect(batch.items, label).toEqual([]);
      const check = (await (await upstream(`/research-service/api/v1/research/access?ids=${fdReport.id}`, { headers })).json()) as { items: unknown[] };
      expect(check.items, label).toEqual([{ contentId: fdReport.id, hasAccess: false }]);
    }
  });

  // Every route that acts for "the caller" (docs/contracts.md): bodies are valid, so only who asks
  // decides the answer.
  const USER_SCOPED: [method: string, path: string, body?: unknown][] = [
    ['GET', '/auth-service/api/v1/user/sessions/verify'],
    ['GET', '/user-service/api/v1/user/countries'],
    ['GET', '/user-service/api/v1/user/profile'],
    ['GET', '/user-service/api/v1/user/profile/special-registration-fields'],
    ['PATCH', '/auth-service/api/v1/user', { firstName: 'Mallory' }],
    ['GET', `/user-service/api/v1/user/last-viewed?userId=${employee}&contentIds=${fixtures.oneAuthorReportId}`],
    ['POST', '/user-service/api/v1/user/last-viewed', { contentId: fixtures.oneAuthorReportId }],
    ['GET', '/preference-service/api/v1/consent'],
    ['POST', '/preference-service/api/v1/consent', { preferences: [{ preferenceId: 3, value: true }] }],
    ['GET', '/alerts-service/api/v1/webalerts/alerts'],
    ['POST', '/alerts-service/api/v1/webalerts/alerts', [{ analystId: 'BIO10001' }]],
    ['POST', '/alerts-service/api/v1/webalerts/topics', [{ searchString: 'AI' }]],
    ['DELETE', '/alerts-service/api/v1/webalerts/alerts/00000000-0000-4000-8000-000000000000'],
    ['GET', '/notification-service/api/v1/notifications'],
    ['PATCH', '/notification-service/api/v1/notifications/read/1'],
    ['DELETE', '/notification-service/api/v1/notifications'],
    ['GET', '/preference-service/api/v1/newsletters'],
    ['POST', '/preference-service/api/v1/newsletters', { subscriptions: [{ newsletterId: 'cmo-brief', subscribed: true }] }],
    ['GET', '/api/products'],
    ['POST', '/user-service/api/v1/user/registration/MRD-FMI-0001'],
    ['POST', '/user-service/api/v1/user/request-a-quote', { raqMessage: 'Ten seats, please.' }],
    ['POST', '/auth-service/api/v1/user/password/change', { currentPassword: 'Meridian-demo-2026', password: 'Another-pass-2026!' }],
    ['GET', '/auth-service/api/v1/registration'],
    ['GET', '/webinar-service/api/v1/webinar/registrations?ids=WEB100000'],
    ['GET', '/feedback-service/api/v1/nps'],
    ['POST', '/feedback-service/api/v1/nps', { score: 0, comment: 'Not mine to give' }],
  ];

  it.each(USER_SCOPED)('%s %s answers 401 to every impostor', async (method, path, body) => {
    for (const [label, headers] of await impostors()) {
      const res = await upstream(path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${path} with ${label}`).toBe(401);
    }
  });

  it('answers a user-scoped route for a correctly signed caller (the control)', async () => {
    const res = await upstream('/user-service/api/v1/user/profile', { headers: { 'x-portal-user': await signed() } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { emailAddress: string }).emailAddress).toBe(USERS.employee.email);
  });
});

/** A JWT with alg "none": a valid shape, no signature. */
function unsignedToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + 300 })}.`;
}
