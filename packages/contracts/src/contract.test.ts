import { describe, expect, it } from 'vitest';
import { z } from '@portal/domain';
import { defineContracts, pathOf, routeKeyOf, searchParamsOf } from './contract.js';
import { allContracts } from './registry.js';

const probe = defineContracts('probe', '/probe/api/v1', {
  list: { method: 'GET', path: '/', response: z.array(z.string()) },
  one: { method: 'GET', path: '/:id/parts/:part', params: z.object({ id: z.string(), part: z.string() }), response: z.string() },
});

describe('defineContracts', () => {
  it('names each route after its service and puts it under the prefix', () => {
    expect(probe.list).toMatchObject({ name: 'probe.list', service: 'probe', prefix: '/probe/api/v1', path: '/', fullPath: '/probe/api/v1' });
    expect(probe.one.fullPath).toBe('/probe/api/v1/:id/parts/:part');
  });

  it('fills in the path parameters, encoded, and refuses a missing one', () => {
    expect(pathOf(probe.one, { id: 'a/b', part: 'c d' })).toBe('/probe/api/v1/a%2Fb/parts/c%20d');
    expect(() => pathOf(probe.one, { id: 'a' })).toThrow("probe.one: path parameter 'part' is missing");
  });

  it('writes a query with absent values left out and a list repeated', () => {
    expect(searchParamsOf({ q: 'x', page: undefined, tag: ['a', 'b'] }).toString()).toBe('q=x&tag=a&tag=b');
  });

  it('tells apart two contracts of one route only by the query each serves', () => {
    const shared = defineContracts('shared', '/s', {
      any: { method: 'GET', path: '/find', response: z.string() },
      tags: { method: 'GET', path: '/find', servesOnly: { query: 'type', pattern: /^tag$/ }, response: z.string() },
    });
    expect(routeKeyOf(shared.any)).toBe('GET /s/find');
    expect(routeKeyOf(shared.tags)).toBe('GET /s/find ?type~/^tag$/');
  });

  it('registers every contract once, each with a unique name', () => {
    const names = allContracts.map((contract) => contract.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
