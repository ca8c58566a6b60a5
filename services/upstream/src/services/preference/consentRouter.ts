// preference-service consent (spec 1 §7): GET answers {preferences:[{preferenceId,value}]} with
// every known id (defaults where nothing is stored, spec 1 §9); POST saves the entries sent.
// The caller's own entries only; never cached.
import express, { type Router } from 'express';
import { KNOWN_PREFERENCE_IDS, consentBodySchema, type ConsentEntry } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { noStore } from '../../http/cacheControl.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest } from '../../http/validate.js';
import { requireUser } from '../user/requireUser.js';
import { readConsent, saveConsent } from './consentStore.js';

export const PREFERENCE_SERVICE_PATH = '/preference-service/api/v1/consent';

/** Every known id, stored value or null (null = the default applies, spec 1 §4). */
function completeEntries(stored: ConsentEntry[]): ConsentEntry[] {
  const byId = new Map(stored.map((e) => [e.preferenceId, e.value]));
  return KNOWN_PREFERENCE_IDS.map((preferenceId) => ({ preferenceId, value: byId.get(preferenceId) ?? null }));
}

export function consentRouter(db: Database): Router {
  const router = serviceRouter();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  router.get('/', async (req, res) => {
    const user = await requireUser(db, req);
    res.json({ preferences: completeEntries(await readConsent(db, user.id)) });
  });
  router.post('/', express.json({ limit: '4kb' }), async (req, res) => {
    const user = await requireUser(db, req);
    const { preferences } = parseOrBadRequest(consentBodySchema, req.body);
    await saveConsent(db, user.id, preferences);
    res.json({ preferences: completeEntries(await readConsent(db, user.id)) });
  });
  return router;
}
