import { expect, it } from 'vitest';
import { defaultUpstreamUrl, upstreamUrlFromEnv } from './upstream.js';

it('defaults to the contract port and normalises the URL', () => {
  expect(upstreamUrlFromEnv({})).toBe('http://127.0.0.1:4100');
  expect(upstreamUrlFromEnv({ UPSTREAM_URL: '' })).toBe(defaultUpstreamUrl);
  expect(upstreamUrlFromEnv({ UPSTREAM_URL: 'http://upstream:8080/' })).toBe('http://upstream:8080');
  expect(upstreamUrlFromEnv({ UPSTREAM_URL: 'https://lb.example.org/portal-upstream/' })).toBe('https://lb.example.org/portal-upstream');
});

it('refuses what is not an http(s) URL', () => {
  expect(() => upstreamUrlFromEnv({ UPSTREAM_URL: 'upstream:4100' })).toThrow(/http or https/);
  expect(() => upstreamUrlFromEnv({ UPSTREAM_URL: 'not a url' })).toThrow(/not a URL/);
  expect(() => upstreamUrlFromEnv({ UPSTREAM_URL: 'file:///etc/passwd' })).toThrow(/http or https/);
});
