// The interceptor module (spec 3 §7: completeRegistration, updateTermsAndConditions,
// addSubscriptionPreferences), acting only for the user of x-portal-user.
import express, { type Request, type Router } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { TERMS_COMPLETED, registrationFormErrors, type RegistrationValues } from '@portal/domain';
import { statusTitle } from '../../http/httpError.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { unauthorized } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import type { Database } from '../../db/client.js';
import { authUsers } from '../auth/db/schema.js';
import { findUserById } from '../auth/userStore.js';
import type { IdentityServices } from './identityConfig.js';
import { openInterceptors, registrationStateOf, updateRegistration } from './registrationStore.js';

export const REGISTRATION_PATH = '/auth-service/api/v1/registration';

const text = z.string().max(1000).default('');
const registrationBody = z.object({
  firstName: text,
  lastName: text,
  title: text,
  companyName: text,
  country: text,
  address: text,
  city: text,
  state: text,
  otherRegion: text,
  zipCode: text,
  marketingEmails: z.boolean().default(false),
  specialReg: z.record(z.string().max(100), z.string().max(1000)).default({}),
});
const termsBody = z.object({ accepted: z.boolean() });
const preferencesBody = z.object({ preferences: z.array(z.string().min(1).max(100)).max(50) });

async function requireUser(db: Database, req: Request) {
  const { userId } = callerOf(req);
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw unauthorized('A signed-in user (x-portal-user) is required');
  return user;
}

export function registrationRouter({ db }: IdentityServices): Router {
  const router = serviceRouter();
  const json = express.json({ limit: '16kb' });

  router.get('/', async (req, res) => {
    noStore(res);
    const user = await requireUser(db, req);
    const state = await registrationStateOf(db, user.id);
    res.json({
      userType: user.userType,
      profileComplete: state?.profileComplete ?? true,
      tncAccepted: state?.tncAccepted ?? true,
      preferencesSet: state?.preferencesSet ?? true,
      interceptors: openInterceptors(state),
      subscriptionPreferences: state?.subscriptionPreferences ?? [],
    });
  });

  router.post('/complete', json, async (req, res) => {
    noStore(res);
    const user = await requireUser(db, req);
    const values: RegistrationValues = parseOrBadRequest(registrationBody, req.body ?? {});
    // Client users must name their organisation (the 'Org Selections' special field).
    const formErrors = registrationFormErrors(values, user.userType === 'client' ? ['Org Selections'] : []);
    if (Object.keys(formErrors).length > 0) {
      return res.status(400).json({ status: 400, error: statusTitle(400), message: Object.values(formErrors)[0], formErrors });
    }
    const trimmed = (v: string) => v.trim();
    await db
      .update(authUsers)
      .set({
        firstName: trimmed(values.firstName),
        lastName: trimmed(values.lastName),
        jobTitle: trimmed(values.title),
        company: trimmed(values.companyName),
        accountName: trimmed(values.companyName),
        country: trimmed(values.country),
        street: trimmed(values.address),
        city: trimmed(values.city),
        state: trimmed(values.state),
        otherRegion: trimmed(values.otherRegion),
        postalCode: trimmed(values.zipCode),
        specialRegistration: { ...user.specialRegistration, ...values.specialReg },
      })
      .where(eq(authUsers.id, user.id));
    await updateRegistration(db, user.id, { profileComplete: true, marketingEmails: values.marketingEmails });
    res.json({ userType: user.userType, profileComplete: true });
  });

  router.post('/terms', json, async (req, res) => {
    noStore(res);
    const user = await requireUser(db, req);
    const { accepted } = parseOrBadRequest(termsBody, req.body ?? {});
    if (!accepted) return res.status(400).json({ status: 400, error: statusTitle(400), message: 'The terms must be accepted' });
    await updateRegistration(db, user.id, { tncAccepted: true, tncAcceptedAt: new Date() });
    res.json({ result: TERMS_COMPLETED });
  });

  router.post('/preferences', json, async (req, res) => {
    noStore(res);
    const user = await requireUser(db, req);
    const { preferences } = parseOrBadRequest(preferencesBody, req.body ?? {});
    await updateRegistration(db, user.id, { preferencesSet: true, subscriptionPreferences: [...new Set(preferences)] });
    res.json({ preferences: [...new Set(preferences)] });
  });
  return router;
}
