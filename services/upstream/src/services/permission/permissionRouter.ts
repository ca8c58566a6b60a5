// permission-service (spec 2 §6, §7; contracts: @portal/contracts permission): whether the
// signed-in reader may use the AI assistant. hasAccess is @portal/domain's hasAiAccess over the
// reader's subscriptions as the user store holds them now (never a header) and this deployment's
// release_{product}_ai_access flags. Visitors get 401: the permission is checked only when signed in.
import type { Router } from 'express';
import { permissionContracts } from '@portal/contracts';
import { hasAiAccess, SIGN_IN_FOR_PERMISSION_MESSAGE, type FeatureFlagValues } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { findUserById } from '../auth/userStore.js';

export const PERMISSION_SERVICE_PATH = permissionContracts.featurePermissions.prefix;

export function permissionRouter(db: Database, flags: FeatureFlagValues): Router {
  const router = serviceRouter();
  // A subscription removed in the user store takes the assistant away at once.
  router.use(neverStored);
  const signedIn = requireSignedIn(SIGN_IN_FOR_PERMISSION_MESSAGE);

  // Only feature=izola passes the contract (400 otherwise), so the AI rule is the one to apply.
  serveContract(router, permissionContracts.featurePermissions, { before: [signedIn] }, async (_input, _req, res) => {
    // A signed user the store does not know (removed since) has no subscriptions.
    const user = await findUserById(db, signedInUserId(res));
    return { hasAccess: hasAiAccess(user ? { userType: user.userType, subscriptions: user.subscriptions } : null, flags) };
  });

  return router;
}
