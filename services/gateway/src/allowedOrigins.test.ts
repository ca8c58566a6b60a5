import { describe, expect, it } from 'vitest';
import { allowedOriginsFromEnv, isAllowedOrigin } from './allowedOrigins.js';

describe('allowed WebSocket origins', () => {
  const allowed = allowedOriginsFromEnv({ PORTAL_PUBLIC_URL: 'https://portal.example/, https://www.portal.example', ALLOWED_ORIGINS: 'https://partner.example:8443' });

  it('are the public origins and the configured list, normalised', () => {
    expect(allowed).toEqual(['https://portal.example', 'https://www.portal.example', 'https://partner.example:8443']);
  });

  it('accept a listed origin and a handshake without Origin', () => {
    expect(isAllowedOrigin('https://portal.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://partner.example:8443', allowed)).toBe(true);
    expect(isAllowedOrigin(undefined, allowed)).toBe(true);
  });

  it('refuse other origins, other ports and schemes, null and garbage', () => {
    expect(isAllowedOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://blog.portal.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://portal.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://partner.example', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
    expect(isAllowedOrigin('', allowed)).toBe(false);
  });

  it('default to the development portal origin', () => {
    expect(allowedOriginsFromEnv({})).toEqual(['http://127.0.0.1:4000']);
  });
});
