import { describe, expect, it } from 'vitest';
import { functionServices, marketInsightServices, namedServices } from './services.js';

describe('namedServices', () => {
  it('are the three services pages of spec 1 §2, numbered after the other services', () => {
    const named = namedServices();
    expect(named.map((service) => service.slug)).toEqual(['customer-engagement-strategies', 'emerging-growth-marketing-leaders', 'emerging-growth-sales-leaders']);
    const ids = [...functionServices(), ...marketInsightServices(), ...named].map((service) => service.contentId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(named.map((service) => service.contentId)).toEqual(['SER100016', 'SER100017', 'SER100018']);
    expect(named[0]).toMatchObject({ contentURL: '/services/customer-engagement-strategies/SER100016', contentType: 'Function', isProtected: false });
  });

  it('each show the research of an existing function, in that function’s category', () => {
    const functions = new Map(functionServices().map((fn) => [fn.slug, fn]));
    for (const service of namedServices()) {
      const source = functions.get(service.researchFrom ?? '');
      expect(source, service.slug).toBeDefined();
      expect(service.category).toBe(source!.category);
    }
  });
});
