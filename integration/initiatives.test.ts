// Initiatives end to end (issue #10), through the gateway over real HTTP between real processes:
// a reader's initiatives with their actions and other actions, one by id, a status change stored
// and read back (in a new session too), the client viewer's lookup by e-mail for an employee and
// its refusal for a client, and the dashboard download as a real PowerPoint file. Riley
// (usr-client-0008) changes her statuses here; Dana (usr-client-0009) is only read.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { PPTX_CONTENT_TYPE, dashboardDownloadPath, unknownClientEmailMessage } from '@portal/domain';
import type { CookieJar } from '@portal/upstream/testing/cookie-jar';
import { useSharedTestStack } from './support/testStack.js';
import { gqlAs } from './support/graphql.js';
import { signIn } from './support/signIn.js';

const stack = useSharedTestStack();
let riley: CookieJar;
let employee: CookieJar;

const ACTION = 'actionItemId initiativeId title dueDate actionStatus';
const INITIATIVE = `id url title description clientName accountName actions { ${ACTION} }`;
const LIST = `query { viewer { id isInternal initiatives { clientName accountName initiatives { ${INITIATIVE} } otherActions { ${ACTION} } } } }`;
const ONE = `query ($id: ID!) { initiative(id: $id) { ${INITIATIVE} } }`;
const BY_EMAIL = `query ($email: String!) { initiativesByEmail(email: $email) { clientName accountName initiatives { id title } otherActions { ${ACTION} } } }`;
const UPDATE = `mutation ($initiativeId: ID, $actionItemId: ID!, $status: String!) { updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) { ${ACTION} } }`;

const as = (jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) => gqlAs(stack.gatewayUrl, jar, query, variables);
async function listOf(jar: CookieJar) {
  const { body } = await as(jar, LIST);
  expect(body.errors).toBeUndefined();
  return body.data!.viewer;
}
const download = (jar: CookieJar | null, id: string) => {
  const url = `${stack.gatewayUrl}${dashboardDownloadPath(id)}`;
  return fetch(url, { headers: jar ? { cookie: jar.header(url) } : {} });
};

beforeAll(async () => {
  [riley, employee] = await Promise.all([signIn(stack.gatewayUrl, 'riley@meridian.example'), signIn(stack.gatewayUrl, 'employee@meridian.example')]);
});

describe("a reader's initiatives", () => {
  it('lists her initiatives with their actions, and her other actions, as a client', async () => {
    const viewer = await listOf(riley);
    expect(viewer.isInternal).toBe(false);
    expect(viewer.initiatives).toMatchObject({ clientName: 'Riley Chen', accountName: 'Litware' });
    expect(viewer.initiatives.initiatives.map((i: { title: string }) => i.title)).toEqual(['Modernize the B2B buying journey', 'Build a customer experience measurement program']);
    expect(viewer.initiatives.initiatives[0].actions).toHaveLength(3);
    expect(viewer.initiatives.otherActions.map((a: { initiativeId: string | null }) => a.initiativeId)).toEqual([null, null]);
  });

  it('reads one by id as the list shows it', async () => {
    const [first] = (await listOf(riley)).initiatives.initiatives;
    const { body } = await as(riley, ONE, { id: first.id });
    expect(body.errors).toBeUndefined();
    expect(body.data!.initiative).toEqual(first);
  });

  it('stores a status change, read back on the detail and in a new session', async () => {
    const [, second] = (await listOf(riley)).initiatives.initiatives;
    const action = second.actions.find((a: { actionStatus: string }) => a.actionStatus === 'Not started');
    const { body } = await as(riley, UPDATE, { initiativeId: second.id, actionItemId: action.actionItemId, status: 'Completed' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateInitiativeAction).toMatchObject({ actionItemId: action.actionItemId, actionStatus: 'Completed' });

    const again = await signIn(stack.gatewayUrl, 'riley@meridian.example');
    const detail = (await as(again, ONE, { id: second.id })).body.data!.initiative;
    expect(detail.actions.find((a: { actionItemId: string }) => a.actionItemId === action.actionItemId).actionStatus).toBe('Completed');
  });
});

describe('the client viewer lookup', () => {
  it("gives an employee a client's initiatives by e-mail, trimmed", async () => {
    expect((await listOf(employee)).isInternal).toBe(true);
    const { body } = await as(employee, BY_EMAIL, { email: '  dana@meridian.example  ' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.initiativesByEmail).toMatchObject({ clientName: 'Dana Kim', accountName: 'Adatum' });
    expect(body.data!.initiativesByEmail.initiatives).toHaveLength(2);
  });

  it('answers an unknown e-mail with NOT_FOUND and the message the page shows', async () => {
    const { body } = await as(employee, BY_EMAIL, { email: 'nobody@meridian.example' });
    expect(body.errors?.[0]).toMatchObject({ message: unknownClientEmailMessage('nobody@meridian.example'), extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('refuses a client with FORBIDDEN and no data', async () => {
    const { body } = await as(riley, BY_EMAIL, { email: 'dana@meridian.example' });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', status: 403 } });
  });
});

describe('the dashboard download', () => {
  it('is a PowerPoint file with its content type and file name, holding the initiative', async () => {
    const [first] = (await listOf(riley)).initiatives.initiatives;
    const response = await download(riley, first.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PPTX_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Modernize-the-B2B-buying-journey-dashboard.pptx"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    const zip = await JSZip.loadAsync(bytes);
    const slides = await Promise.all(Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).map((name) => zip.file(name)!.async('string')));
    expect(slides.join('\n')).toContain(first.title);
  });

  it('is refused to a visitor with the sign-in message', async () => {
    const [first] = (await listOf(riley)).initiatives.initiatives;
    const response = await download(null, first.id);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, message: 'Log in to see your initiatives' });
  });
});
