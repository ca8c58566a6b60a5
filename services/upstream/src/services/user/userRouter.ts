// user-service (spec 1 §7): countries, the caller's profile and special registration fields; and
// the profile update, which the spec places under auth-service. Every route is the caller's own
// data (x-portal-user, 401 without it) and never cached.
import express, { type Router } from 'express';
import { authContracts, userContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { statusTitle } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { countries } from './countries.js';
import { toProfileDto } from './profileDto.js';
import { updateProfile } from './profileStore.js';
import { parseProfileUpdate } from './profileUpdate.js';
import { loadUser, loadedUser, requireUser } from './requireUser.js';
import { specialRegistrationFieldsOf } from './specialRegistration.js';
import { findUserById } from '../auth/userStore.js';

export const USER_SERVICE_PATH = userContracts.profile.prefix;
/** Mounted beside the session verify router at the same path. */
export const PROFILE_UPDATE_SERVICE_PATH = authContracts.updateProfile.prefix;

function userScoped(): Router {
  const router = serviceRouter();
  router.use(neverStored);
  return router;
}

export function userRouter(db: Database): Router {
  const router = userScoped();
  serveContract(router, userContracts.countries, async (_input, req) => {
    await requireUser(db, req);
    return countries();
  });
  serveContract(router, userContracts.profile, async (_input, req) => toProfileDto(await requireUser(db, req)));
  serveContract(router, userContracts.specialRegistrationFields, async (_input, req) => specialRegistrationFieldsOf(await requireUser(db, req)));
  return router;
}

export function profileUpdateRouter(db: Database): Router {
  const router = userScoped();
  serveContract(router, authContracts.updateProfile, { before: [express.json({ limit: '16kb' }), loadUser(db)] }, async ({ body }, _req, res) => {
    const user = loadedUser(res);
    const parsed = parseProfileUpdate(user, body);
    if (!parsed.ok) {
      const message = Object.values(parsed.fieldErrors)[0] ?? 'Invalid profile';
      res.status(400).json({ status: 400, error: statusTitle(400), message, fieldErrors: parsed.fieldErrors });
      return undefined;
    }
    await updateProfile(db, user.id, parsed.update.profile, parsed.update.specialReg);
    return toProfileDto((await findUserById(db, user.id))!);
  });
  return router;
}
