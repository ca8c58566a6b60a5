// outcomes-service (packages/contracts initiative.ts): a reader's initiatives and actions, the
// client viewer's lookup for employees, action status changes and the dashboard presentation.
// Every route needs a signed-in caller (401) and is never cached. Who the caller is (an employee
// or not) comes from the user store, never from a header. Someone else's initiative is a 404 for
// a reader; an employee may read anyone's (the client viewer) but changes only their own.
import express, { type Router } from 'express';
import { initiativeContracts } from '@portal/contracts';
import {
  CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE,
  DASHBOARD_DOWNLOAD_OFF_MESSAGE,
  actionNotFoundMessage,
  initiativeNotFoundMessage,
  isInternalUser,
  unknownClientEmailMessage,
  type FeatureFlagValues,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { HttpError, notFound, unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { requireSignedIn, signedInUserId } from '../../http/signedIn.js';
import { findUserByEmail, findUserById, type AuthUser } from '../auth/userStore.js';
import { dashboardPresentation } from './dashboardPresentation.js';
import { findInitiative, listInitiatives, ownerOf, updateActionStatus } from './initiativeStore.js';

export const OUTCOMES_SERVICE_PATH = initiativeContracts.list.prefix;
export const INITIATIVES_SIGN_IN_MESSAGE = 'Initiatives require a signed-in user (x-portal-user)';

export function outcomesRouter(db: Database, featureFlags: FeatureFlagValues): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const signedIn = requireSignedIn(INITIATIVES_SIGN_IN_MESSAGE);

  /** The caller as the user store knows them (a signed context for a deleted user is nobody). */
  async function caller(res: express.Response): Promise<AuthUser> {
    const user = await findUserById(db, signedInUserId(res));
    if (!user) throw unauthorized(INITIATIVES_SIGN_IN_MESSAGE);
    return user;
  }

  /** An initiative the caller may read: their own, or anyone's for an employee; otherwise 404. */
  async function readable(res: express.Response, id: number) {
    const [user, found] = await Promise.all([caller(res), findInitiative(db, id)]);
    if (!found || (found.userId !== user.id && !isInternalUser(user.userType))) throw notFound(initiativeNotFoundMessage(id));
    const owner = found.userId === user.id ? user : await findUserById(db, found.userId);
    return found.toDto(owner ? ownerOf(owner) : { clientName: '', accountName: '' });
  }

  serveContract(router, initiativeContracts.list, { before: [signedIn] }, async (_input, _req, res) => {
    const user = await caller(res);
    return listInitiatives(db, user.id, ownerOf(user));
  });

  serveContract(router, initiativeContracts.byEmail, { before: [express.json({ limit: '4kb' }), signedIn] }, async ({ body: { email } }, _req, res) => {
    if (!isInternalUser((await caller(res)).userType)) throw new HttpError(403, CLIENT_VIEWER_EMPLOYEES_ONLY_MESSAGE);
    const client = await findUserByEmail(db, email);
    if (!client) throw notFound(unknownClientEmailMessage(email));
    return listInitiatives(db, client.id, ownerOf(client));
  });

  serveContract(router, initiativeContracts.get, { before: [signedIn] }, ({ params: { id } }, _req, res) => readable(res, id));

  serveContract(router, initiativeContracts.presentation, { before: [signedIn] }, async ({ params: { id } }, _req, res) => {
    if (!featureFlags.release_Outcomes_Download_PPT) throw notFound(DASHBOARD_DOWNLOAD_OFF_MESSAGE);
    return dashboardPresentation(await readable(res, id));
  });

  serveContract(router, initiativeContracts.updateAction, { before: [express.json({ limit: '4kb' }), signedIn] }, async ({ params: { actionItemId }, body }, _req, res) => {
    const updated = await updateActionStatus(db, signedInUserId(res), { actionItemId, ...body });
    if (!updated) throw notFound(actionNotFoundMessage(actionItemId));
    return updated;
  });

  return router;
}
