import { describe, expect, it } from 'vitest';
import { afterPreferences, afterProfile, interceptTarget } from './interceptSteps';

describe('the interceptor steps', () => {
  it('sends a guest home (or to lr), through the terms while they are open', () => {
    expect(afterProfile('home', false, '/briefing')).toBe('/briefing');
    expect(afterProfile('home', true, '/briefing')).toBe('/intercept/business/terms?lr=%2Fbriefing');
  });

  it('sends client and employee users to the business preference step with lr', () => {
    expect(afterProfile('preference', false, '/myhome')).toBe('/intercept/business/preference?lr=%2Fmyhome');
    expect(afterPreferences(true, '/myhome')).toBe('/intercept/business/terms?lr=%2Fmyhome');
    expect(afterPreferences(false, '/report/a/RES1')).toBe('/report/a/RES1');
  });
});

describe('interceptTarget', () => {
  it('leaves a user with nothing open alone', () => {
    expect(interceptTarget([], '/myhome', '/myhome')).toBeNull();
    expect(interceptTarget(undefined, '/myhome', '/myhome')).toBeNull();
  });

  it('sends an intercepted user to the first open step, with where they were going as lr', () => {
    expect(interceptTarget(['business-profile', 'business-terms'], '/report/a/RES1', '/report/a/RES1?tab=2')).toBe(
      '/intercept/business/profile?lr=%2Freport%2Fa%2FRES1%3Ftab%3D2',
    );
    expect(interceptTarget(['business-terms'], '/myhome', '/myhome')).toBe('/intercept/business/terms?lr=%2Fmyhome');
  });

  it('lets them use the steps themselves and the password pages', () => {
    expect(interceptTarget(['business-terms'], '/intercept/business/terms', '/intercept/business/terms')).toBeNull();
    expect(interceptTarget(['business-profile'], '/my-account/password/change', '/my-account/password/change')).toBeNull();
  });
});
