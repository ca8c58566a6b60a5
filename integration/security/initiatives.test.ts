// Attacks on initiatives (issue #10), sent straight to the gateway as a script would, over real
// HTTP between real processes: another reader's initiative cannot be read, changed or downloaded
// (NOT_FOUND, exactly as for an initiative that does not exist, so its existence is not told), an
// employee reads a client's but cannot change it, a client cannot use the client viewer's lookup,
// a forged user context is nobody, and bad input is refused with its message. Riley
// (usr-client-0008) attacks Dana (usr-client-0009), whose initiatives are only read.
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_ACTION_STATUS_MESSAGE, INVALID_INITIATIVE_ID_MESSAGE, dashboardDownloadPath } from '@portal/domain';
import { signUserContext } from '@portal/domain/user-context';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from '../support/testStack.js';
import { gql, gqlAs } from '../support/graphql.js';
import { signIn } from '../support/signIn.js';

const stack = useSharedTestStack();
let riley: CookieJar;
let dana: CookieJar;
let employee: CookieJar;
let danas: { id: string; actions: { actionItemId: string; actionStatus: string }[] };

const ONE = 'query ($id: ID!) { initiative(id: $id) { id title actions { actionItemId actionStatus } } }';
const LIST = 'query { viewer { initiatives { initiatives { id title actions { actionItemId actionStatus } } } } }';
const BY_EMAIL = 'query ($email: String!) { initiativesByEmail(email: $email) { clientName initiatives { id } } }';
const UPDATE = 'mutation ($initiativeId: ID, $actionItemId: ID!, $status: String!) { updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) { actionStatus } }';

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);
const danasNow = async () => (await as(dana, ONE, { id: danas.id })).body.data!.initiative;

beforeAll(async () => {
  [riley, dana, employee] = await Promise.all(['riley', 'dana', 'employee'].map((name) => signIn(stack.gatewayUrl, `${name}@meridian.example`)));
  danas = (await as(dana, LIST)).body.data!.viewer.initiatives.initiatives[0];
});

describe("another reader's initiatives", () => {
  it('cannot be read: NOT_FOUND with the same answer as a missing one', async () => {
    const theirs = await as(riley, ONE, { id: danas.id });
    const missing = await as(riley, ONE, { id: '999999' });
    expect(theirs.body.data ?? null).toBeNull();
    expect(theirs.body.errors?.[0]).toMatchObject({ message: `Initiative ${danas.id} not found`, extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Initiative 999999 not found', extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('cannot be changed, by another reader or by an employee, and nothing changes', async () => {
    const action = danas.actions[0]!;
    for (const jar of [riley, employee]) {
      const { body } = await as(jar, UPDATE, { initiativeId: danas.id, actionItemId: action.actionItemId, status: action.actionStatus === 'Completed' ? 'Not started' : 'Completed' });
      expect(body.errors?.[0]).toMatchObject({ message: `Action ${action.actionItemId} not found`, extensions: { code: 'NOT_FOUND' } });
    }
    expect((await danasNow()).actions).toEqual(danas.actions);
  });

  it("cannot be downloaded: another reader's dashboard is a 404", async () => {
    const url = `${stack.gatewayUrl}${dashboardDownloadPath(danas.id)}`;
    const response = await fetch(url, { headers: { cookie: riley.header(url) } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('are read by an employee, read-only', async () => {
    const { body } = await as(employee, ONE, { id: danas.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.initiative.id).toBe(danas.id);
  });
});

describe('the client viewer lookup', () => {
  it('is refused to a client, who learns nothing of the e-mail', async () => {
    for (const email of ['dana@meridian.example', 'nobody@meridian.example']) {
      const { body } = await as(riley, BY_EMAIL, { email });
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', status: 403 } });
    }
  });

  it('is refused to a visitor who forges an employee user context', async () => {
    const forged = await signUserContext({ id: 'usr-employee-0001', userType: 'employee' }, 'not-the-secret-0123456789abcdefghij');
    const { body } = await gql(stack.gatewayUrl, BY_EMAIL, { email: 'dana@meridian.example' }, { 'x-portal-user': forged });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHORIZED', status: 401 } });
  });
});

describe('bad input sent straight to the gateway', () => {
  it('refuses an unknown status and a malformed id with their messages, changing nothing', async () => {
    const mine = (await as(riley, LIST)).body.data!.viewer.initiatives.initiatives[0];
    const action = mine.actions[0];
    const badStatus = await as(riley, UPDATE, { initiativeId: mine.id, actionItemId: action.actionItemId, status: 'Done; DROP TABLE initiatives' });
    expect(badStatus.body.errors?.[0]).toMatchObject({ message: INVALID_ACTION_STATUS_MESSAGE, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    const badId = await as(riley, ONE, { id: '1 OR 1=1' });
    expect(badId.body.errors?.[0]).toMatchObject({ message: INVALID_INITIATIVE_ID_MESSAGE, extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    const after = (await as(riley, ONE, { id: mine.id })).body.data!.initiative;
    expect(after.actions[0].actionStatus).toBe(action.actionStatus);
  });
});
