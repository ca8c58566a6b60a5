import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_COOKIE, saveRedirectCookie } from './redirectCookie';

describe('saveRedirectCookie', () => {
  afterEach(() => {
    document.cookie = `${REDIRECT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('saves the path, encoded, for the gateway to read after login', () => {
    saveRedirectCookie('/report/a-report/RES100002?tab=1');
    expect(document.cookie).toContain(`${REDIRECT_COOKIE}=${encodeURIComponent('/report/a-report/RES100002?tab=1')}`);
  });
});
