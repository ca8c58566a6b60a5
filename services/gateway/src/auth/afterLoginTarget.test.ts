import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './authRoutes.js';

describe('afterLoginTarget', () => {
  it('goes to the return target when nothing intercepts the user', () => {
    expect(afterLoginTarget({ sub: 'u' }, '/report/a/RES1')).toBe('/report/a/RES1');
    expect(afterLoginTarget({ sub: 'u', interceptors: [] }, '/myhome')).toBe('/myhome');
  });

  it('sends an intercepted user to the first open step, carrying the target as lr', () => {
    expect(afterLoginTarget({ sub: 'u', interceptors: ['business-profile', 'business-terms'] }, '/briefing?x=1')).toBe(
      '/intercept/business/profile?lr=%2Fbriefing%3Fx%3D1',
    );
    expect(afterLoginTarget({ sub: 'u', interceptors: ['business-terms'] }, '/myhome')).toBe('/intercept/business/terms?lr=%2Fmyhome');
  });

  it('ignores interceptors it does not know and malformed claims', () => {
    expect(afterLoginTarget({ sub: 'u', interceptors: ['something-else'] }, '/myhome')).toBe('/myhome');
    expect(afterLoginTarget({ sub: 'u', interceptors: 'business-profile' }, '/myhome')).toBe('/myhome');
  });
});
