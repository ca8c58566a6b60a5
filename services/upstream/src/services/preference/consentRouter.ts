// preference-service consent (spec 1 §7): GET answers {preferences:[{preferenceId,value}]} with
// every known id (defaults where nothing is stored, spec 1 §9); POST saves the entries sent.
// The caller's own entries only; never cached.
import express, { type Router } from 'express';
import { preferenceContracts } from '@portal/contracts';
import { KNOWN_PREFERENCE_IDS, type ConsentEntry } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { neverStored } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { loadUser, loadedUser, requireUser } from '../user/requireUser.js';
import { readConsent, saveConsent } from './consentStore.js';

export const PREFERENCE_SERVICE_PATH = preferenceContracts.consent.prefix;

/** Every known id, stored value or null (null = the default applies, spec 1 §4). */
function completeEntries(stored: ConsentEntry[]): ConsentEntry[] {
  const byId = new Map(stored.map((e) => [e.preferenceId, e.value]));
  return KNOWN_PREFERENCE_IDS.map((preferenceId) => ({ preferenceId, value: byId.get(preferenceId) ?? null }));
}

export function consentRouter(db: Database): Router {
  const router = serviceRouter();
  router.use(neverStored);
  serveContract(router, preferenceContracts.consent, async (_input, req) => {
    const user = await requireUser(db, req);
    return { preferences: completeEntries(await readConsent(db, user.id)) };
  });
  serveContract(router, preferenceContracts.saveConsent, { before: [express.json({ limit: '4kb' }), loadUser(db)] }, async ({ body: { preferences } }, _req, res) => {
    const user = loadedUser(res);
    await saveConsent(db, user.id, preferences);
    return { preferences: completeEntries(await readConsent(db, user.id)) };
  });
  return router;
}
