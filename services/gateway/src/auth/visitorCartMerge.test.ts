// The sign-in hook that merges the visitor's cart: asked only with a visitor cookie, as the new
// session's user; the cookie removed only when the answer flags it; a failure never stops sign-in.
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import type { OwnGraphql } from '../ownGraphql.js';
import { visitorCartMerge } from './visitorCartMerge.js';

const VISITOR = '9b2c7a4e-1f3d-4c5b-8a6e-2d7f0b1c3e5a';
const USER = { id: 'usr-client-0019', email: 'drew@meridian.example' };

function fakes(cookie: string | undefined, answer: () => Promise<unknown>) {
  const graphql = vi.fn(answer) as unknown as OwnGraphql & ReturnType<typeof vi.fn>;
  const req = { headers: cookie ? { cookie } : {}, socket: {} } as unknown as Request;
  const appended: string[] = [];
  const res = { append: (_name: string, value: string) => appended.push(value) } as unknown as Response;
  const logger = { error: vi.fn(), info: vi.fn() };
  return { graphql, req, res, appended, logger };
}

describe('visitorCartMerge', () => {
  it("merges as the new user with the cookie's visitor id, and removes the cookie when flagged", async () => {
    const { graphql, req, res, appended, logger } = fakes(`portal_uid=${VISITOR}; other=1`, async () => ({ data: { mergeVisitorCart: { merged: 2, count: 3, removeUnregisteredCookie: true } } }));
    await visitorCartMerge(graphql, logger)(req, res, USER);
    expect(graphql).toHaveBeenCalledWith(expect.stringContaining('mergeVisitorCart'), {}, { user: USER, visitorId: VISITOR });
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatch(/^portal_uid=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  });

  it('keeps the cookie when the answer does not flag it', async () => {
    const { graphql, req, res, appended, logger } = fakes(`portal_uid=${VISITOR}`, async () => ({ data: { mergeVisitorCart: { merged: 0, count: 0, removeUnregisteredCookie: false } } }));
    await visitorCartMerge(graphql, logger)(req, res, USER);
    expect(appended).toEqual([]);
  });

  it('asks nothing without a visitor cookie (or with one that is not a UUID)', async () => {
    for (const cookie of [undefined, 'portal_uid=user:usr-client-0001']) {
      const { graphql, req, res, appended, logger } = fakes(cookie, async () => ({}));
      await visitorCartMerge(graphql, logger)(req, res, USER);
      expect(graphql).not.toHaveBeenCalled();
      expect(appended).toEqual([]);
    }
  });

  it('logs a failed merge (an error answer or a throw) and keeps the cookie, never throwing', async () => {
    for (const answer of [async () => ({ errors: [{ message: 'cart-service is down' }] }), async () => Promise.reject(new Error('socket hang up'))]) {
      const { graphql, req, res, appended, logger } = fakes(`portal_uid=${VISITOR}`, answer);
      await expect(visitorCartMerge(graphql, logger)(req, res, USER)).resolves.toBeUndefined();
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(appended).toEqual([]);
    }
  });
});
