// survey-service (spec 3 §7 "Surveys"): a survey's page content by id, a batch of them (cards),
// one page of the listing, and the instrument download (a blob). A survey is always accessible
// (spec 1 §4): nothing here looks at the caller, except a data report's dashboard of a survey,
// which is readable exactly when that report is (issue #13).
import type { Response, Router } from 'express';
import { surveyContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { serviceRouter } from '../../http/metrics.js';
import { serveContract } from '../../http/serveContract.js';
import { parseInstrumentId, surveyFileContent, surveyFileContentType, surveyFileName } from './surveyFiles.js';
import { listSurveys } from './surveyList.js';
import { findSurveys } from './surveyStore.js';
import { publicBatch, publicById } from '../../http/findById.js';
import { serveSurveyDashboard } from './surveyDashboardRoute.js';

export const SURVEY_SERVICE_PATH = surveyContracts.get.prefix;

export { isSurveyId } from '@portal/contracts';

/** Sends an instrument file, or throws the error its id deserves. */
export async function sendInstrument(db: Database, instrumentId: string, res: Response, disposition: 'attachment' | 'inline'): Promise<void> {
  const parsed = parseInstrumentId(instrumentId);
  if (!parsed) throw badRequest(`Invalid instrument id: ${instrumentId}`);
  const survey = (await findSurveys(db, [parsed.surveyId])).get(parsed.surveyId);
  if (!survey) throw notFound(`Survey ${parsed.surveyId} not found`);
  const body = surveyFileContent({ ...survey, surveyType: survey.surveyType }, parsed.kind);
  res.set({
    'Content-Type': surveyFileContentType(),
    'Content-Disposition': `${disposition}; filename="${surveyFileName(survey, parsed.kind)}"`,
    'X-Content-Type-Options': 'nosniff',
  });
  cachePublic(res);
  res.send(body);
}

export function surveyRouter(db: Database): Router {
  const router = serviceRouter();

  serveContract(router, surveyContracts.listing, async ({ query }, _req, res) => {
    cachePublic(res);
    return listSurveys(db, query);
  });

  // A file, not JSON, and no subgraph calls it: it stays outside the contracts, whose answers are JSON.
  router.get('/survey/instrument/:id/download', async (req, res) => {
    await sendInstrument(db, req.params.id as string, res, 'attachment');
  });

  serveContract(router, surveyContracts.get, publicById(findSurveys, db, 'Survey'));

  serveSurveyDashboard(router, db);

  serveContract(router, surveyContracts.batch, publicBatch(findSurveys, db));

  return router;
}
