import { randomUUID } from 'node:crypto';
import { contentChangesChannel, type ContentChangeNotice } from '@portal/domain';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testLogger } from '../testing/index.js';
import { parseContentChange, subscribeToContentChanges } from './contentChanges.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('parseContentChange', () => {
  it('reads a notice and refuses anything else', () => {
    expect(parseContentChange('{"kind":"research","ids":["RES1"]}')).toEqual({ kind: 'research', ids: ['RES1'] });
    expect(parseContentChange('{"kind":"page","ids":["P1"]}')).toBeNull();
    expect(parseContentChange('not json')).toBeNull();
  });
});

describe('subscribeToContentChanges', () => {
  const publisher = new Redis(REDIS_URL);
  afterAll(() => publisher.disconnect());

  it('without REDIS_URL subscribes to nothing', () => {
    const unsubscribe = subscribeToContentChanges({}, 'portal:', testLogger(), () => {
      throw new Error('no feed without Redis');
    });
    unsubscribe();
  });

  it("hands on each valid notice of its prefix's channel, skipping malformed ones", async () => {
    const prefix = `portal-test:${randomUUID()}:`;
    const heard: ContentChangeNotice[] = [];
    const unsubscribe = subscribeToContentChanges({ REDIS_URL, REDIS_PREFIX: prefix }, 'portal:', testLogger(), (notice) => {
      heard.push(notice);
    });
    try {
      const channel = contentChangesChannel(prefix);
      // Publish until the subscription is in place (a message before it is lost), then once more.
      await expect.poll(async () => publisher.publish(channel, 'malformed'), { timeout: 5000 }).toBe(1);
      await publisher.publish(channel, JSON.stringify({ kind: 'webinar', ids: ['WEB1'] }));
      await publisher.publish(contentChangesChannel('another:'), JSON.stringify({ kind: 'research', ids: ['RES1'] }));
      await expect.poll(() => heard, { timeout: 5000 }).toEqual([{ kind: 'webinar', ids: ['WEB1'] }]);
    } finally {
      unsubscribe();
    }
  });
});
