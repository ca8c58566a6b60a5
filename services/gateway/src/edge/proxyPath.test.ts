import { describe, expect, it } from 'vitest';
import { proxyTarget } from './proxyPath.js';

const OIDC = ['/oidc/auth', '/oidc/.well-known/openid-configuration', '/oidc/interaction'];

describe('proxyTarget', () => {
  it('passes an allowed path in its normal form, with its query string', () => {
    expect(proxyTarget('/oidc/auth?client_id=portal&redirect_uri=http%3A%2F%2Fx', OIDC)).toEqual({ path: '/oidc/auth', search: '?client_id=portal&redirect_uri=http%3A%2F%2Fx' });
    expect(proxyTarget('/oidc/.well-known/openid-configuration', OIDC)).toEqual({ path: '/oidc/.well-known/openid-configuration', search: '' });
    expect(proxyTarget('/oidc/interaction/abc123/login', OIDC)?.path).toBe('/oidc/interaction/abc123/login');
  });

  it.each([
    ['a plain dot segment', '/oidc/auth/../../metrics'],
    ['an encoded dot segment', '/oidc/%2e%2e/metrics'],
    ['an upper-case encoded dot segment', '/oidc/%2E%2E/metrics'],
    ['a half-encoded dot segment', '/oidc/.%2e/metrics'],
    ['a double-encoded dot segment', '/oidc/%252e%252e/metrics'],
    ['an encoded slash', '/oidc/auth%2f..%2fmetrics'],
    ['a backslash', '/oidc/auth\\..\\metrics'],
    ['an encoded backslash', '/oidc/auth%5c..%5cmetrics'],
    ['an empty segment', '/oidc//auth'],
    ['a trailing slash', '/oidc/auth/'],
    ['a single dot segment', '/oidc/./auth'],
    ['an encoded NUL', '/oidc/auth%00'],
    ['an absolute URL', 'http://127.0.0.1:4100/oidc/auth'],
    ['a scheme-relative URL', '//127.0.0.1:4100/oidc/auth'],
    ['a malformed escape', '/oidc/auth/%zz'],
    ['a path beside the allow-list', '/oidc/reg'],
    ['a prefix that only starts alike', '/oidc/authx'],
    ['another case', '/OIDC/auth'],
  ])('refuses %s', (_label, rawUrl) => {
    expect(proxyTarget(rawUrl, OIDC)).toBeNull();
  });
});
