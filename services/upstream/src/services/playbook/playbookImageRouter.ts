// Playbook covers under the content service's public image path (/images/playbooks/PLA….svg in
// the browser), mounted before the general image router, which answers 404 to anything else.
import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { sendSvg } from '../content/images/sendSvg.js';
import { playbookCoverSvg } from './playbookCoverSvg.js';
import { PLAYBOOK_IMAGE_FOLDER, playbookIdOfFile } from './playbookImagePath.js';
import { findPlaybooks } from './playbookStore.js';
import { findOrNotFound } from '../../http/findById.js';

export { PLAYBOOK_IMAGE_FOLDER };

export function playbookImageRouter(db: Database): Router {
  const router = serviceRouter();
  // Not a contract: a file for browsers (through the /images proxy), and a name that is no file is a
  // 404 as from any file server, where a contract's malformed parameter is a 400.
  router.get('/:file', async (req, res) => {
    const id = playbookIdOfFile(req.params.file as string);
    if (id === null) throw notFound(`No image at ${req.path}`);
    const playbook = await findOrNotFound(findPlaybooks, db, id, 'Playbook');
    sendSvg(res, playbookCoverSvg(playbook));
  });
  return router;
}
