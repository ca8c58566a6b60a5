// The table of REST services: each at a prefix of its own, none inside another, so no module can
// answer (or 404) a request meant for another whatever their order.
import { expect, it } from 'vitest';
import { below } from './http/serviceModule.js';
import { SERVICE_MODULES } from './serviceModules.js';

const prefixes = SERVICE_MODULES.map((m) => m.prefix);

/** Whether a router mounted at `outer` sees requests for `inner` (Express matches whole segments). */
const contains = (outer: string, inner: string) => inner === outer || inner.startsWith(`${outer}/`);

it('mounts every module at a prefix of its own, none inside another', () => {
  const overlapping = prefixes.flatMap((outer, i) => prefixes.filter((inner, j) => i !== j && contains(outer, inner)).map((inner) => `${outer} contains ${inner}`));
  expect(overlapping).toEqual([]);
});

it('writes every prefix as an absolute path without a trailing slash', () => {
  for (const prefix of prefixes) expect(prefix).toMatch(/^(\/[a-z0-9-]+)+$/);
});

it('sees a path from inside the prefix it lies under, and refuses one that lies elsewhere', () => {
  expect(below('/auth-service/api/v1', '/auth-service/api/v1/passwordless')).toBe('/passwordless');
  expect(() => below('/auth-service/api/v1', '/auth-service/api/v10/x')).toThrow();
  expect(() => below('/auth-service/api/v1', '/auth-service/api/v1')).toThrow();
});
