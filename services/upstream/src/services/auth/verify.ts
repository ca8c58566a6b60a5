// auth-service session verify (spec 1 §7): the subgraphs forward the signed-in user's id as
// x-portal-user; an existing user gets the session response, anyone else a 401 (which sends
// the portal to /login, spec 1 §4).
import type { Router } from 'express';
import { authContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { toSessionResponse } from './sessionDto.js';
import { experiencesOf, findUserById } from './userStore.js';
import { registrationStateOf } from '../identity/registrationStore.js';

export const AUTH_SERVICE_PATH = authContracts.verifySession.prefix;
export const NO_SESSION_MESSAGE = 'No valid session';

export function authRouter(db: Database): Router {
  const router = serviceRouter();
  serveContract(router, authContracts.verifySession, async (_input, req, res) => {
    noStore(res);
    const { userId } = callerOf(req);
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) throw unauthorized(NO_SESSION_MESSAGE);
    const [registration, experiences] = await Promise.all([registrationStateOf(db, user.id), experiencesOf(db, user.id)]);
    return toSessionResponse(user, registration, experiences);
  });
  return router;
}
