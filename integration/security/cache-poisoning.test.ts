// The gateway's response cache (issue #14) under attack: nothing a client sends besides its own
// session chooses whose cached answer it gets. Forged identity headers (x-portal-user, the
// subgraphs' own), a proxy's x-forwarded-host or a made-up session cookie neither reach another
// reader's entry nor put something into the anonymous entry that a later reader would get.
import { randomUUID } from 'node:crypto';
import { fixtures } from '@portal/corpus';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';
import { useSharedTestStack } from '../support/testStack.js';

const stack = useSharedTestStack();
// The response cache tests' subscriber (services/upstream demoUsers.ts).
let yara: CookieJar;
beforeAll(async () => {
  yara = await signIn(stack.gatewayUrl, 'yara@meridian.example');
});

const fresh = (query: string) => `# ${randomUUID()}\n${query}`;
const FORGED = {
  'x-portal-user': 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InVzci1jbGllbnQtMDI2MSJ9.forged',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-unregistered-user-id': 'someone-else',
  'x-original-url': '/graphql?poison=1',
};

describe('the response cache against poisoning', () => {
  it('ignores forged identity and proxy headers: they share the anonymous entry and put nothing of theirs in it', async () => {
    const query = fresh('query ($id: ID!) { report(id: $id) { id title path } }');
    const variables = { id: fixtures.oneAuthorReportId };
    const forged = await gql(stack.gatewayUrl, query, variables, FORGED);
    expect(forged.response.headers.get('x-cache')).toBe('MISS');
    const plain = await gql(stack.gatewayUrl, query, variables);
    expect(plain.response.headers.get('x-cache')).toBe('HIT');
    expect(plain.body).toEqual(forged.body);
    expect(JSON.stringify(plain.body)).not.toContain('evil.example');
  });

  it("never hands a signed-in reader's cached answer to a forged user header or session cookie", async () => {
    for (const headers of [FORGED, { cookie: 'portal_session=forged-session-id' }]) {
      const query = fresh('{ search(input: { query: "customer" }) { itemsTotal } }');
      await gqlAs(stack.gatewayUrl, yara, query);
      expect((await gqlAs(stack.gatewayUrl, yara, query)).response.headers.get('x-cache')).toBe('HIT');
      expect((await gql(stack.gatewayUrl, query, {}, headers)).response.headers.get('x-cache')).toBe('MISS');
    }
  });

  it('never caches a private field, even behind an alias, nor a request with a reprints token', async () => {
    const aliased = fresh('query ($id: ID!) { report(id: $id) { id open: hasAccess } }');
    const withToken = fresh('query ($id: ID!) { report(id: $id) { id title } }');
    for (let round = 0; round < 2; round++) {
      const a = await gql(stack.gatewayUrl, aliased, { id: fixtures.oneAuthorReportId });
      expect(a.response.headers.get('x-cache')).toBe('MISS');
      expect(a.response.headers.get('cache-control')).toBe('private, no-store');
      const b = await gql(stack.gatewayUrl, withToken, { id: fixtures.oneAuthorReportId }, { reprintstoken: 'not-a-token' });
      expect(b.response.headers.get('x-cache')).toBe('MISS');
    }
  });

  it("answers a conditional GET with another reader's validator with the full answer or a bodiless 304, never their data", async () => {
    const query = fresh('{ viewer { email } }');
    const mine = await gqlAs(stack.gatewayUrl, yara, query);
    expect(mine.response.headers.get('etag')).toBeNull(); // a signed-in answer carries no validator
    const url = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(query)}`;
    const response = await fetch(url, { headers: { accept: 'application/json', 'if-none-match': 'anything' } });
    const text = await response.text();
    expect(text).not.toContain('yara@');
  });
});
