import { describe, expect, it } from 'vitest';
import { functionTabHref, parseFunctionPath, serviceHref } from './functionPath';

describe('function page path', () => {
  it('reads the optional id and the tab slug', () => {
    expect(parseFunctionPath('')).toEqual({ id: null, tab: null });
    expect(parseFunctionPath('SER100001')).toEqual({ id: 'SER100001', tab: null });
    expect(parseFunctionPath('SER100001/case-studies')).toEqual({ id: 'SER100001', tab: 'case-studies' });
    expect(parseFunctionPath('webinars/')).toEqual({ id: null, tab: 'webinars' });
  });

  it('links the first tab to the base path', () => {
    expect(functionTabHref('/functions/b2b-sales/SER100002', 'functional-priorities', 'functional-priorities')).toBe('/functions/b2b-sales/SER100002');
    expect(functionTabHref('/functions/b2b-sales/SER100002', 'webinars', 'functional-priorities')).toBe('/functions/b2b-sales/SER100002/webinars');
  });
});

describe('service card links', () => {
  it('send market insights to /markets under the redesign', () => {
    expect(serviceHref('/services/market-insights/b2b', true)).toBe('/markets/market-insights/b2b');
    expect(serviceHref('/services/market-insights/b2b', false)).toBe('/services/market-insights/b2b');
    expect(serviceHref('/functions/b2b-sales/SER100002', true)).toBe('/functions/b2b-sales/SER100002');
  });
});
