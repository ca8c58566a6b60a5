// Feature flags from appconfig, against a scripted HTTP server: forced and shared flags, and all
// off when appconfig fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../cache/createCache.js';
import { sendJson, startStubHttpServer, testLogger, type StubHttpServer } from '../testing/index.js';
import { AppConfigApi } from './appConfigApi.js';
import { createRestTransport } from './restTransport.js';

let stub: StubHttpServer;
let answer: { status: number; body: unknown };

beforeAll(async () => {
  stub = await startStubHttpServer((_request, response) => sendJson(response, answer.status, answer.body));
});
afterAll(async () => {
  await stub?.close();
});

const transport = () => createRestTransport({ baseUrl: stub.url, cache: createCache({}, testLogger()).cache, logger: testLogger() });
const signedIn = { user: { id: 'usr-1' } as never, userContextToken: 'signed', unregisteredUserId: null, requestId: 'test' };
const calls = () => stub.callsTo('/appconfig/api/v1/featureflags').length;

describe('AppConfigApi.featureFlags', () => {
  it('forces the report redesign on and shares one answer among callers, signed in or not', async () => {
    answer = { status: 200, body: { flags: { release_search_idt: true, release_Report_Redesign: false } } };
    const shared = transport();
    const before = calls();
    const flags = await new AppConfigApi(shared, signedIn, 'search').featureFlags();
    expect(flags).toMatchObject({ release_search_idt: true, release_Report_Redesign: true });
    await new AppConfigApi(shared, { user: null, userContextToken: null, unregisteredUserId: null, requestId: 'other' }, 'search').featureFlags();
    expect(calls() - before).toBe(1);
    const url = new URL(stub.callsTo('/appconfig/api/v1/featureflags').at(-1)!.url, stub.url);
    expect(url.searchParams.get('configuration')).toBe('search');
  });

  it('turns every flag off, the report redesign excepted, when appconfig fails or answers nonsense', async () => {
    for (const failing of [{ status: 503, body: { status: 503 } }, { status: 200, body: { nothing: true } }]) {
      answer = failing;
      const flags = await new AppConfigApi(transport(), signedIn, 'web').featureFlags();
      expect(flags.release_Report_Redesign).toBe(true);
      expect(flags.release_Survey_Module_Integration).toBe(false);
      expect(flags.release_bold_vision_redesign).toBe(false);
    }
  });
});
