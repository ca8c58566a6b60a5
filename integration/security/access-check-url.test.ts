// The report page's access check sends the person's e-mail: it must never travel in a URL, since
// every process logs the URLs it serves (issue #13). On a stack of its own that logs every request
// (LOG_LEVEL=info), an employee's check through the gateway reaches research-service as a POST
// whose logged URL has no e-mail; the route's old GET with the e-mail in its query answers 405 and
// reads nothing; a client is still refused. Its users (services/upstream demoUsers.ts, issue #13's
// block, shared with access-check.test.ts): Cal (usr-employee-0171) asks, Dee is checked, Eve
// (usr-client-0173) is the client refused.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { researchContracts } from '@portal/contracts';
import { DEFAULT_SEED, reports } from '@portal/corpus';
import { ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE } from '@portal/domain';
import { signUserContext, USER_CONTEXT_HEADER } from '@portal/domain/user-context';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';
import { useTestStack } from '../support/testStack.js';

const userContextSecret = randomBytes(32).toString('base64url');
const stack = useTestStack('access-check-url', { LOG_LEVEL: 'info', USER_CONTEXT_SECRET: userContextSecret });
const DEE_EMAIL = 'dee@meridian.example';
const restricted = [...reports({ seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) })].find((r) => r.access === 'restricted')!;
const CHECK = 'query ($contentIds: [ID!]!, $email: String!) { reportAccessCheck(contentIds: $contentIds, email: $email) }';

/** Every URL the stack's processes logged a request for (pino-http's req.url). */
function loggedUrls(): string[] {
  const urls: string[] = [];
  for (const line of stack.logs().split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { req?: { url?: unknown }; url?: unknown };
      for (const url of [entry.req?.url, entry.url]) if (typeof url === 'string') urls.push(url);
    } catch {
      // A line cut by the log buffer: not a request's.
    }
  }
  return urls;
}

const mentionsEmail = (url: string) => url.includes(encodeURIComponent(DEE_EMAIL)) || decodeURIComponent(url).includes(DEE_EMAIL);

describe("the access check's e-mail", () => {
  it('reaches research-service in a POST body: no logged URL carries it', async () => {
    const cal = await signIn(stack.gatewayUrl, 'cal@meridian.example');
    const { body } = await gqlAs<{ reportAccessCheck: boolean }>(stack.gatewayUrl, cal, CHECK, { contentIds: [restricted.id], email: DEE_EMAIL });
    expect(body.errors).toBeUndefined();
    expect(typeof body.data?.reportAccessCheck).toBe('boolean');
    const urls = loggedUrls();
    // The request was logged, by its URL, and that URL says nothing of the person.
    expect(urls.filter((url) => url.startsWith(researchContracts.accessCheck.fullPath))).toEqual([researchContracts.accessCheck.fullPath]);
    expect(urls.filter(mentionsEmail)).toEqual([]);
  });

  it('refuses the old GET with the e-mail in its query (405), and reads nothing of it', async () => {
    const url = new URL(researchContracts.accessCheck.fullPath, stack.upstreamUrl);
    url.searchParams.set('contentIds', restricted.id);
    url.searchParams.set('email', DEE_EMAIL);
    const response = await fetch(url, { headers: { [USER_CONTEXT_HEADER]: await signUserContext({ id: 'usr-employee-0171' }, userContextSecret) } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ status: 405 });
    expect(answer).not.toHaveProperty('hasAccess');
  });

  it('still refuses a client, through the gateway and at research-service', async () => {
    const eve = await signIn(stack.gatewayUrl, 'eve@meridian.example');
    const { body } = await gqlAs<{ reportAccessCheck: boolean }>(stack.gatewayUrl, eve, CHECK, { contentIds: [restricted.id], email: DEE_EMAIL });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', status: 403 } });
    const response = await fetch(new URL(researchContracts.accessCheck.fullPath, stack.upstreamUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [USER_CONTEXT_HEADER]: await signUserContext({ id: 'usr-client-0173' }, userContextSecret) },
      body: JSON.stringify({ contentIds: [restricted.id], email: DEE_EMAIL }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: ACCESS_CHECK_EMPLOYEES_ONLY_MESSAGE });
  });
});
