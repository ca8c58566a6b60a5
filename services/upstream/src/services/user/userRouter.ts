// user-service (spec 1 §7): countries, the caller's profile and special registration fields; and
// the profile update, which the spec places under auth-service. Every route is the caller's own
// data (x-portal-user, 401 without it) and never cached.
import express, { type Router } from 'express';
import type { Database } from '../../db/client.js';
import { noStore } from '../../http/cacheControl.js';
import { statusTitle } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { countries } from './countries.js';
import { toProfileDto } from './profileDto.js';
import { updateProfile } from './profileStore.js';
import { parseProfileUpdate } from './profileUpdate.js';
import { requireUser } from './requireUser.js';
import { specialRegistrationFieldsOf } from './specialRegistration.js';
import { findUserById } from '../auth/userStore.js';

export const USER_SERVICE_PATH = '/user-service/api/v1/user';
/** Mounted beside the session verify router at the same path. */
export const PROFILE_UPDATE_SERVICE_PATH = '/auth-service/api/v1';

function userScoped(): Router {
  const router = serviceRouter();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  return router;
}

export function userRouter(db: Database): Router {
  const router = userScoped();
  router.get('/countries', async (req, res) => {
    await requireUser(db, req);
    res.json(countries());
  });
  router.get('/profile', async (req, res) => {
    res.json(toProfileDto(await requireUser(db, req)));
  });
  router.get('/profile/special-registration-fields', async (req, res) => {
    res.json(specialRegistrationFieldsOf(await requireUser(db, req)));
  });
  return router;
}

export function profileUpdateRouter(db: Database): Router {
  const router = userScoped();
  router.patch('/user', express.json({ limit: '16kb' }), async (req, res) => {
    const user = await requireUser(db, req);
    const parsed = parseProfileUpdate(user, req.body);
    if (!parsed.ok) {
      const message = Object.values(parsed.fieldErrors)[0] ?? 'Invalid profile';
      res.status(400).json({ status: 400, error: statusTitle(400), message, fieldErrors: parsed.fieldErrors });
      return;
    }
    await updateProfile(db, user.id, parsed.update.profile, parsed.update.specialReg);
    res.json(toProfileDto((await findUserById(db, user.id))!));
  });
  return router;
}
