// permission-service over real HTTP against PostgreSQL: hasAccess for feature=izola from each
// subscription and flag combination (the subscriptions as the user store holds them, so a change
// there counts at once), 401 for a visitor, a forged or bare user header, 400 for another feature.
import { eq } from 'drizzle-orm';
import {
  AI_ACCESS_PRODUCTS,
  FEATURE_REQUIRED_MESSAGE,
  SIGN_IN_FOR_PERMISSION_MESSAGE,
  aiAccessFlagName,
  resolveFeatureFlags,
  unknownFeatureMessage,
  type FeatureFlagValues,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { authUsers } from '../auth/db/schema.js';
import { getJson } from '../../testing/http.js';
import { migratedPostgres, type MigratedDatabase } from '../../testing/migratedDatabase.js';
import { listen, type RunningServer } from '../../testing/server.js';
import { signedAs, TEST_USER_CONTEXT_SECRET } from '../../testing/signedCaller.js';
import { PERMISSION_SERVICE_PATH } from './permissionRouter.js';

const PERMISSIONS = `${PERMISSION_SERVICE_PATH}/features/permissions`;

// One reader per subscription set.
const READERS = {
  fd: { userType: 'client', subscriptions: ['FD'] },
  fmi: { userType: 'client', subscriptions: ['FMI'] },
  aoc: { userType: 'client', subscriptions: ['AOC'] },
  guest: { userType: 'guest', subscriptions: ['GUEST'] },
  none: { userType: 'client', subscriptions: [] },
  employee: { userType: 'employee', subscriptions: [] },
} as const;
type ReaderName = keyof typeof READERS;
const userId = (name: string) => `usr-permission-${name}`;

let database: MigratedDatabase;
const servers: RunningServer[] = [];

/** An upstream answering with `flags`, over the one database. */
async function upstreamWith(flags: FeatureFlagValues): Promise<string> {
  const server = await listen(createApp({ db: database.handle.db, featureFlags: flags, userContextSecret: TEST_USER_CONTEXT_SECRET }));
  servers.push(server);
  return server.baseUrl;
}
const ask = async (baseUrl: string, name: string, feature = 'izola') => getJson(`${baseUrl}${PERMISSIONS}?feature=${feature}`, await signedAs(userId(name)));
/** Only the named products' AI flags on. */
const aiOn = (...products: string[]) => ({ ...resolveFeatureFlags(undefined), ...Object.fromEntries(AI_ACCESS_PRODUCTS.map((p) => [aiAccessFlagName(p), products.includes(p)])) });

beforeAll(async () => {
  database = await migratedPostgres('permission');
  await database.handle.db.insert(authUsers).values(
    Object.entries(READERS).map(([name, reader]) => ({
      id: userId(name),
      email: `${name}@permission.example`,
      passwordHash: 'not-used',
      firstName: name,
      lastName: 'Reader',
      userType: reader.userType,
      subscriptions: [...reader.subscriptions],
    })),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.close();
});

describe('hasAccess for feature=izola', () => {
  it('follows each product flag for each subscription, never cached', async () => {
    const expected: Record<string, Record<ReaderName, boolean>> = {
      FD: { fd: true, fmi: false, aoc: false, guest: false, none: false, employee: true },
      FMI: { fd: false, fmi: true, aoc: false, guest: false, none: false, employee: true },
      AOC: { fd: false, fmi: false, aoc: true, guest: false, none: false, employee: true },
      none: { fd: false, fmi: false, aoc: false, guest: false, none: false, employee: false },
    };
    for (const [flagged, answers] of Object.entries(expected)) {
      const baseUrl = await upstreamWith(aiOn(flagged));
      for (const [name, hasAccess] of Object.entries(answers)) {
        const answer = await ask(baseUrl, name);
        expect(answer.status, `${name} with ${flagged} on`).toBe(200);
        expect(answer.body, `${name} with ${flagged} on`).toEqual({ hasAccess });
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('ships on for FD and FMI and off for AOC', async () => {
    const baseUrl = await upstreamWith(resolveFeatureFlags(undefined));
    expect((await ask(baseUrl, 'fd')).body).toEqual({ hasAccess: true });
    expect((await ask(baseUrl, 'fmi')).body).toEqual({ hasAccess: true });
    expect((await ask(baseUrl, 'aoc')).body).toEqual({ hasAccess: false });
  });

  it('reads subscriptions from the user store each time, and a user it does not know has no access', async () => {
    const baseUrl = await upstreamWith(aiOn('FD'));
    const db = database.handle.db;
    await db.insert(authUsers).values({ id: userId('changing'), email: 'changing@permission.example', passwordHash: 'not-used', firstName: 'C', lastName: 'R', userType: 'client', subscriptions: ['FD'] });
    expect((await ask(baseUrl, 'changing')).body).toEqual({ hasAccess: true });
    await db.update(authUsers).set({ subscriptions: [] }).where(eq(authUsers.id, userId('changing')));
    expect((await ask(baseUrl, 'changing')).body).toEqual({ hasAccess: false });
    expect((await ask(baseUrl, 'unknown')).body).toEqual({ hasAccess: false });
  });
});

describe('refusals', () => {
  it('answers 401 to a visitor, a forged signature and a bare user header, before the feature is read', async () => {
    const baseUrl = await upstreamWith(aiOn('FD'));
    const forged = await signedAs(userId('fd'), { secret: 'not-the-secret-0123456789-abcdefgh' });
    for (const headers of [{}, forged, { 'x-portal-user': userId('fd') }]) {
      for (const feature of ['izola', 'other']) {
        expect(await getJson(`${baseUrl}${PERMISSIONS}?feature=${feature}`, headers)).toMatchObject({ status: 401, body: { message: SIGN_IN_FOR_PERMISSION_MESSAGE } });
      }
    }
  });

  it('answers 400 to an unknown or missing feature', async () => {
    const baseUrl = await upstreamWith(aiOn('FD'));
    expect(await ask(baseUrl, 'fd', 'chat')).toMatchObject({ status: 400, body: { message: unknownFeatureMessage('chat') } });
    expect(await getJson(`${baseUrl}${PERMISSIONS}`, await signedAs(userId('fd')))).toMatchObject({ status: 400, body: { message: FEATURE_REQUIRED_MESSAGE } });
  });
});
