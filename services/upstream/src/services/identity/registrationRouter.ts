// The interceptor module (spec 3 §7: completeRegistration, updateTermsAndConditions,
// addSubscriptionPreferences), acting only for the user of x-portal-user.
import express, { type RequestHandler, type Router } from 'express';
import { eq } from 'drizzle-orm';
import { registrationContracts } from '@portal/contracts';
import { TERMS_COMPLETED, registrationFormErrors } from '@portal/domain';
import { neverStored } from '../../http/cacheControl.js';
import { badRequest, statusTitle } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { authUsers } from '../auth/db/schema.js';
import { loadUser, loadedUser } from '../user/requireUser.js';
import type { IdentityServices } from './identityConfig.js';
import { openInterceptors, registrationStateOf, updateRegistration } from './registrationStore.js';

export const REGISTRATION_PATH = registrationContracts.get.prefix;

// A post without a JSON body is read as an empty one: each field then answers for itself.
const absentBodyIsEmpty: RequestHandler = (req, _res, next) => {
  req.body ??= {};
  next();
};

export function registrationRouter({ db }: IdentityServices): Router {
  const router = serviceRouter();
  router.use(neverStored);
  const user = loadUser(db);
  const post = { before: [express.json({ limit: '16kb' }), user, absentBodyIsEmpty] };

  serveContract(router, registrationContracts.get, { before: [user] }, async (_input, _req, res) => {
    const { id, userType } = loadedUser(res);
    const state = await registrationStateOf(db, id);
    return {
      userType,
      profileComplete: state?.profileComplete ?? true,
      tncAccepted: state?.tncAccepted ?? true,
      preferencesSet: state?.preferencesSet ?? true,
      interceptors: openInterceptors(state),
      subscriptionPreferences: state?.subscriptionPreferences ?? [],
    };
  });

  serveContract(router, registrationContracts.complete, post, async ({ body: values }, _req, res) => {
    const caller = loadedUser(res);
    // Client users must name their organisation (the 'Org Selections' special field).
    const formErrors = registrationFormErrors(values, caller.userType === 'client' ? ['Org Selections'] : []);
    if (Object.keys(formErrors).length > 0) {
      res.status(400).json({ status: 400, error: statusTitle(400), message: Object.values(formErrors)[0], formErrors });
      return undefined;
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
        specialRegistration: { ...caller.specialRegistration, ...values.specialReg },
      })
      .where(eq(authUsers.id, caller.id));
    await updateRegistration(db, caller.id, { profileComplete: true, marketingEmails: values.marketingEmails });
    return { userType: caller.userType, profileComplete: true as const };
  });

  serveContract(router, registrationContracts.acceptTerms, post, async ({ body: { accepted } }, _req, res) => {
    if (!accepted) throw badRequest('The terms must be accepted');
    await updateRegistration(db, loadedUser(res).id, { tncAccepted: true, tncAcceptedAt: new Date() });
    return { result: TERMS_COMPLETED };
  });

  serveContract(router, registrationContracts.addPreferences, post, async ({ body: { preferences } }, _req, res) => {
    const distinct = [...new Set(preferences)];
    await updateRegistration(db, loadedUser(res).id, { preferencesSet: true, subscriptionPreferences: distinct });
    return { preferences: distinct };
  });
  return router;
}
