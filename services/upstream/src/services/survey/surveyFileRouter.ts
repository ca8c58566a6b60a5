// Survey downloads as CMS public assets (/images/surveys/{instrumentId}.csv in the browser, through
// the gateway's /images proxy): the same files as the instrument download endpoint.
import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { SURVEY_FILE_FOLDER } from './surveyFiles.js';
import { sendInstrument } from './surveyRouter.js';

export { SURVEY_FILE_FOLDER };

export function surveyFileRouter(db: Database): Router {
  const router = serviceRouter();
  // Not a contract: a file for browsers (through the /images proxy), and a name that is no file is a
  // 404 as from any file server, where a contract's malformed parameter is a 400.
  router.get('/:file', async (req, res) => {
    const match = /^(SUS\d+-(?:questionnaire|data))\.csv$/.exec(req.params.file as string);
    if (!match) throw notFound(`No file at ${req.path}`);
    await sendInstrument(db, match[1], res, 'attachment');
  });
  return router;
}
