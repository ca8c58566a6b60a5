// playbook-service (spec 3 §7 "Page content by id"; paths ours, the spec shows none): one page of
// a playbook tab, a playbook by id (its detail page), or a batch of them (cards).
import type { Router } from 'express';
import type { PlaybookDto, PlaybookTabId } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { notFound } from '../../http/httpError.js';
import type { IdCheck } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { playbookListQuerySchema } from './playbookListSchema.js';
import { findPlaybooks, listPlaybooks } from './playbookStore.js';

export const PLAYBOOK_SERVICE_PATH = '/playbook-service/api/v1';

export const isPlaybookId: IdCheck = (id) => /^PLA\d+$/.test(id);

export function playbookRouter(db: Database): Router {
  const router = serviceRouter();

  // Before '/playbook/:id', which would read 'listing' as a malformed id.
  router.get('/playbook/listing', async (req, res) => {
    const params = parseOrBadRequest(playbookListQuerySchema, req.query);
    cachePublic(res);
    res.json(await listPlaybooks(db, { ...params, category: params.category as PlaybookTabId }));
  });

  router.get('/playbook/:id', validateIdParam(isPlaybookId), async (req, res) => {
    const id = req.params.id as string;
    const playbook = (await findPlaybooks(db, [id])).get(id);
    if (!playbook) throw notFound(`Playbook ${id} not found`);
    cachePublic(res);
    res.json(playbook);
  });

  // In the order asked; unknown ids are left out.
  router.get('/playbook', validateIdsQuery(isPlaybookId), async (_req, res) => {
    const ids = res.locals.ids as string[];
    const found = await findPlaybooks(db, ids);
    cachePublic(res);
    res.json({ items: ids.map((id) => found.get(id)).filter((p): p is PlaybookDto => p !== undefined) });
  });

  return router;
}
