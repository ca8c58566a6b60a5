// At sign-in the visitor's cart (the portal_uid cookie's) becomes the reader's: the gateway knows
// both the cookie and the new session, so it asks commerce-graph to merge them, the way a browser
// would (ownGraphql), and removes the cookie when the answer flags it (spec 2 §4: "An unregistered
// cart cookie is removed when the server flags it"). A failed merge is logged and never stops the
// sign-in: the visitor's items stay in the visitor's cart, and the cookie with them.
import type { Request, Response } from 'express';
import type { PortalUser } from '@portal/graph-kit/user-context';
import type { Logger } from 'pino';
import type { OwnGraphql } from '../ownGraphql.js';
import { clearedVisitorCookie, visitorIdFromCookie } from '../visitorId.js';

/** What runs once a sign-in has opened its session, before the response is sent. */
export type AfterSignIn = (req: Request, res: Response, user: PortalUser) => Promise<void>;

const MERGE = 'mutation MergeVisitorCart { mergeVisitorCart { merged count removeUnregisteredCookie } }';

interface MergeAnswer {
  mergeVisitorCart: { merged: number; count: number; removeUnregisteredCookie: boolean };
}

export function visitorCartMerge(graphql: OwnGraphql, logger: Pick<Logger, 'error' | 'info'>): AfterSignIn {
  return async (req, res, user) => {
    const visitorId = visitorIdFromCookie(req.headers.cookie);
    if (!visitorId) return;
    try {
      const { data, errors } = await graphql<MergeAnswer>(MERGE, {}, { user, visitorId });
      if (!data?.mergeVisitorCart) {
        logger.error({ errors }, "sign-in could not merge the visitor's cart");
        return;
      }
      if (data.mergeVisitorCart.merged > 0) logger.info({ merged: data.mergeVisitorCart.merged }, "sign-in merged the visitor's cart");
      if (data.mergeVisitorCart.removeUnregisteredCookie) res.append('Set-Cookie', clearedVisitorCookie(req));
    } catch (error) {
      logger.error({ err: error }, "sign-in could not merge the visitor's cart");
    }
  };
}
