import { describe, expect, it } from 'vitest';
import { httpStatusFor } from './serverRendering.js';

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
