import { describe, expect, it } from 'vitest';
import { metricsReadable, saneRequestId } from './observability.js';

describe('saneRequestId', () => {
  it('keeps a plain token', () => {
    expect(saneRequestId('req-42.a_b:c')).toBe('req-42.a_b:c');
  });

  it.each([['a\nb'], ['{"level":60}'], ['x'.repeat(129)], [''], [undefined], [['a', 'b']]])('replaces %j with a uuid', (offered) => {
    expect(saneRequestId(offered)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metricsReadable', () => {
  it('is open outside production', () => {
    expect(metricsReadable({}, undefined)).toBe(true);
    expect(metricsReadable({ NODE_ENV: 'development' }, undefined)).toBe(true);
  });

  it('needs the bearer token in production, and is closed without one', () => {
    const env = { NODE_ENV: 'production', METRICS_TOKEN: 'scrape-secret' };
    expect(metricsReadable(env, 'Bearer scrape-secret')).toBe(true);
    expect(metricsReadable(env, undefined)).toBe(false);
    expect(metricsReadable(env, 'Bearer scrape-secreT')).toBe(false);
    expect(metricsReadable(env, 'Bearer scrape-secret2')).toBe(false);
    expect(metricsReadable({ NODE_ENV: 'production' }, 'Bearer ')).toBe(false);
    expect(metricsReadable({ NODE_ENV: 'production', METRICS_TOKEN: '' }, 'Bearer ')).toBe(false);
  });
});
