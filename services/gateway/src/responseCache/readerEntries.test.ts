// A signed-in reader's entries are filed under them, in the real in-memory store the gateway uses
// without Redis: dropping one reader's answers leaves every other reader's, and the anonymous ones.
import { createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { evictReader, filedByReader, readerScopedKey } from './readerEntries.js';

const answer = (title: string): ExecutionResult => ({ data: { report: { id: 'RES100001', title } } });
const report = [{ typename: 'Report', id: 'RES100001' }];

describe('readerEntries', () => {
  it("keys a signed-in reader's answer apart, without their id, and leaves an anonymous key as it was", () => {
    const una = readerScopedKey('abc123', 'usr-client-0271');
    expect(una).toMatch(/^reader:[0-9a-f]{32}:abc123$/);
    expect(una).not.toContain('usr-client-0271');
    expect(readerScopedKey('abc123', 'usr-client-0272')).not.toBe(una);
    expect(readerScopedKey('abc123', null)).toBe('abc123');
  });

  it("drops one reader's answers only: another reader's and the anonymous ones stay", async () => {
    const cache = filedByReader(createInMemoryCache());
    const keys = { una: readerScopedKey('page', 'usr-client-0271'), vera: readerScopedKey('page', 'usr-client-0272'), anonymous: readerScopedKey('page', null) };
    for (const [who, key] of Object.entries(keys)) await cache.set(key, answer(who), report, 60_000);

    await evictReader(cache, 'usr-client-0271');
    expect((await cache.get(keys.una)) ?? null).toBeNull();
    expect(await cache.get(keys.vera)).toEqual(answer('vera'));
    expect(await cache.get(keys.anonymous)).toEqual(answer('anonymous'));

    // The entities the answer holds still drop it as before (a content change, a mutation).
    await cache.invalidate(report);
    expect((await cache.get(keys.vera)) ?? null).toBeNull();
    expect((await cache.get(keys.anonymous)) ?? null).toBeNull();
  });
});
