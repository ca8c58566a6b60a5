import { describe, expect, it } from 'vitest';
import { httpStatusFor, pageUrl } from './serverRendering.js';

describe('httpStatusFor', () => {
  it('sends no access as 401 to a visitor and 403 to a signed-in reader', () => {
    expect(httpStatusFor(401, false)).toBe(401);
    expect(httpStatusFor(401, true)).toBe(403);
  });

  it('leaves every other status alone', () => {
    for (const status of [200, 400, 403, 404, 500, 503]) {
      expect(httpStatusFor(status, false)).toBe(status);
      expect(httpStatusFor(status, true)).toBe(status);
    }
  });
});

describe('pageUrl', () => {
  it('keeps a path that starts with two slashes on the portal', () => {
    const url = pageUrl('//some-path/x?a=1', 'https://portal.example');
    expect(url.host).toBe('portal.example');
    expect(url.pathname).toBe('//some-path/x');
    expect(url.search).toBe('?a=1');
  });

  it('joins an ordinary path and query to the origin, whatever path the origin was given with', () => {
    expect(pageUrl('/report/a/RES1?x=2', 'http://127.0.0.1:4000/').href).toBe('http://127.0.0.1:4000/report/a/RES1?x=2');
  });
});
