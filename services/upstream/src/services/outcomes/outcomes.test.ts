// The outcomes service over real HTTP against PostgreSQL: a reader's seeded initiatives, an action's
// status change (only the owner's, only a known status), the client viewer's lookup (employees
// only, e-mail trimmed, unknown e-mail a 404), and the dashboard as a real .pptx (only with
// release_Outcomes_Download_PPT on).
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE,
  DASHBOARD_DOWNLOAD_OFF_MESSAGE,
  INVALID_ACTION_STATUS_MESSAGE,
  PPTX_CONTENT_TYPE,
  resolveFeatureFlags,
  unknownClientEmailMessage,
} from '@portal/domain';
import { createApp } from '../../app.js';
import { callJson } from '../../testing/http.js';
import { listen, type RunningServer } from '../../testing/server.js';
import { TEST_USER_CONTEXT_SECRET, signedAs } from '../../testing/signedCaller.js';
import { startSeededApp, type SeededApp } from '../../testing/seededApp.js';
import { DEMO_INITIATIVES, DEMO_OTHER_ACTIONS, seedInitiatives } from './seedInitiatives.js';

const BASE = '/outcomes-service/api/v1';
const RILEY = await signedAs('usr-client-0008');
const DANA = await signedAs('usr-client-0009');
const EMPLOYEE = await signedAs('usr-employee-0001');

let app: SeededApp;
let pptOff: RunningServer;
const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown, base = app.baseUrl) => callJson(`${base}${BASE}${path}`, method, headers, body);

beforeAll(async () => {
  app = await startSeededApp('outcomes');
  pptOff = await listen(createApp({ db: app.handle.db, userContextSecret: TEST_USER_CONTEXT_SECRET, featureFlags: resolveFeatureFlags('release_Outcomes_Download_PPT=off') }));
}, 120_000);

afterAll(async () => {
  await pptOff?.close();
  await app?.close();
});

describe('a reader’s initiatives', () => {
  it('lists the seeded initiatives with their actions, the other actions and whose they are, never cached', async () => {
    const { status, headers, body } = await call('GET', '/initiatives', DANA);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ clientName: 'Dana Kim', accountName: 'Adatum' });
    expect(body.initiatives.map((i: { title: string }) => i.title)).toEqual(DEMO_INITIATIVES.map((i) => i.title));
    expect(body.initiatives[0].actions.map((a: { actionStatus: string }) => a.actionStatus)).toEqual(DEMO_INITIATIVES[0]!.actions.map((a) => a.status));
    expect(body.initiatives[0].url).toBe(`/myinitiatives/${body.initiatives[0].id}`);
    expect(body.otherActions.map((a: { title: string; initiativeId: null }) => [a.title, a.initiativeId])).toEqual(DEMO_OTHER_ACTIONS.map((a) => [a.title, null]));
  });

  it('answers 401 without a signed caller', async () => {
    expect((await call('GET', '/initiatives')).status).toBe(401);
    expect((await call('GET', '/initiatives', { 'x-portal-user': 'usr-client-0008' })).status).toBe(401);
  });

  it("reads one of the caller's by id, and another reader's as a 404 like a missing one", async () => {
    const danas = (await call('GET', '/initiatives', DANA)).body.initiatives[0];
    expect((await call('GET', `/initiatives/${danas.id}`, DANA)).body).toEqual(danas);
    const asRiley = await call('GET', `/initiatives/${danas.id}`, RILEY);
    const missing = await call('GET', '/initiatives/999999', RILEY);
    expect(asRiley).toMatchObject({ status: 404, body: { message: `Initiative ${danas.id} not found` } });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Initiative 999999 not found' } });
    expect((await call('GET', '/initiatives/abc', RILEY)).status).toBe(400);
  });
});

describe('changing an action status', () => {
  it("stores the owner's change, and refuses another's action and an unknown status, changing nothing", async () => {
    const [first] = (await call('GET', '/initiatives', RILEY)).body.initiatives;
    const action = first.actions.find((a: { actionStatus: string }) => a.actionStatus === 'Not started');
    const changed = await call('PATCH', `/actions/${action.actionItemId}`, RILEY, { initiativeId: first.id, status: 'In progress' });
    expect(changed).toMatchObject({ status: 200, body: { actionItemId: action.actionItemId, actionStatus: 'In progress' } });
    expect((await call('GET', `/initiatives/${first.id}`, RILEY)).body.actions.find((a: { actionItemId: number }) => a.actionItemId === action.actionItemId).actionStatus).toBe('In progress');

    expect(await call('PATCH', `/actions/${action.actionItemId}`, DANA, { initiativeId: first.id, status: 'Completed' })).toMatchObject({ status: 404, body: { message: `Action ${action.actionItemId} not found` } });
    expect(await call('PATCH', `/actions/${action.actionItemId}`, EMPLOYEE, { initiativeId: first.id, status: 'Completed' })).toMatchObject({ status: 404 });
    expect(await call('PATCH', `/actions/${action.actionItemId}`, RILEY, { initiativeId: first.id, status: 'Done' })).toMatchObject({ status: 400, body: { message: INVALID_ACTION_STATUS_MESSAGE } });
    // An action named under an initiative it does not belong to is not found either.
    expect(await call('PATCH', `/actions/${action.actionItemId}`, RILEY, { initiativeId: null, status: 'Completed' })).toMatchObject({ status: 404 });
    expect((await call('GET', `/initiatives/${first.id}`, RILEY)).body.actions.find((a: { actionItemId: number }) => a.actionItemId === action.actionItemId).actionStatus).toBe('In progress');
  });

  it('keeps a changed status when the demo initiatives are seeded again (a restart)', async () => {
    const before = (await call('GET', '/initiatives', RILEY)).body;
    await seedInitiatives(app.handle.db, [{ id: 'usr-client-0008', userType: 'client' }, { id: 'usr-employee-0001', userType: 'employee' }]);
    expect((await call('GET', '/initiatives', RILEY)).body).toEqual(before);
    // Employees view clients' initiatives; they get none of their own.
    expect((await call('GET', '/initiatives', EMPLOYEE)).body).toMatchObject({ initiatives: [], otherActions: [] });
  });

  it('changes an other action (of no initiative)', async () => {
    const [other] = (await call('GET', '/initiatives', RILEY)).body.otherActions;
    const changed = await call('PATCH', `/actions/${other.actionItemId}`, RILEY, { initiativeId: null, status: 'Completed' });
    expect(changed).toMatchObject({ status: 200, body: { actionItemId: other.actionItemId, initiativeId: null, actionStatus: 'Completed' } });
  });
});

describe('the client viewer lookup', () => {
  it("gives an employee a client's initiatives by e-mail, trimmed and in any case", async () => {
    const { status, body } = await call('POST', '/initiatives/by-email', EMPLOYEE, { email: '  Dana@Meridian.example ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ clientName: 'Dana Kim', accountName: 'Adatum' });
    expect(body.initiatives).toHaveLength(DEMO_INITIATIVES.length);
    // And the employee may open one of them by id.
    expect((await call('GET', `/initiatives/${body.initiatives[0].id}`, EMPLOYEE)).body).toMatchObject({ title: DEMO_INITIATIVES[0]!.title, clientName: 'Dana Kim' });
  });

  it('answers an unknown e-mail with a 404 naming it, and a blank one with a 400', async () => {
    expect(await call('POST', '/initiatives/by-email', EMPLOYEE, { email: 'nobody@meridian.example' })).toMatchObject({ status: 404, body: { message: unknownClientEmailMessage('nobody@meridian.example') } });
    expect((await call('POST', '/initiatives/by-email', EMPLOYEE, { email: '   ' })).status).toBe(400);
  });

  it('refuses a client with 403', async () => {
    expect(await call('POST', '/initiatives/by-email', RILEY, { email: 'dana@meridian.example' })).toMatchObject({ status: 403, body: { message: CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE } });
  });
});

describe('the dashboard presentation', () => {
  it('is a PowerPoint file holding the initiative, its actions and their statuses', async () => {
    const [initiative] = (await call('GET', '/initiatives', DANA)).body.initiatives;
    const { status, body } = await call('GET', `/initiatives/${initiative.id}/presentation`, DANA);
    expect(status).toBe(200);
    expect(body).toMatchObject({ contentType: PPTX_CONTENT_TYPE, fileName: 'Modernize-the-B2B-buying-journey-dashboard.pptx' });
    const bytes = Buffer.from(body.contentBase64, 'base64');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const zip = await JSZip.loadAsync(bytes);
    const slides = await Promise.all(Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).map((name) => zip.file(name)!.async('string')));
    const text = slides.join('\n');
    expect(text).toContain(initiative.title);
    for (const action of initiative.actions) expect(text).toContain(action.title);
    expect(text).toContain('In progress');
  });

  it("is another reader's 404, and not there at all with release_Outcomes_Download_PPT off", async () => {
    const [initiative] = (await call('GET', '/initiatives', DANA)).body.initiatives;
    expect((await call('GET', `/initiatives/${initiative.id}/presentation`, RILEY)).status).toBe(404);
    expect(await call('GET', `/initiatives/${initiative.id}/presentation`, DANA, undefined, pptOff.baseUrl)).toMatchObject({ status: 404, body: { message: DASHBOARD_DOWNLOAD_OFF_MESSAGE } });
  });
});
