// survey-service (spec 3 §7 "Surveys"): a survey's page content by id, a batch of them (cards),
// one page of the listing, and the instrument download (a blob). A survey is always accessible
// (spec 1 §4): nothing here looks at the caller.
import type { Response, Router } from 'express';
import type { SurveyDto } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { cachePublic } from '../../http/cacheControl.js';
import { badRequest, notFound } from '../../http/httpError.js';
import type { IdCheck } from '../../http/ids.js';
import { serviceRouter } from '../../http/metrics.js';
import { parseOrBadRequest, validateIdParam, validateIdsQuery } from '../../http/validate.js';
import { parseInstrumentId, surveyFileContent, surveyFileContentType, surveyFileName } from './surveyFiles.js';
import { listSurveys } from './surveyList.js';
import { surveyListQuerySchema } from './surveyListSchema.js';
import { findSurveys } from './surveyStore.js';

export const SURVEY_SERVICE_PATH = '/survey-service/api/v1';

export const isSurveyId: IdCheck = (id) => /^SUS\d+$/.test(id);

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

  router.get('/survey/listing', async (req, res) => {
    const params = parseOrBadRequest(surveyListQuerySchema, req.query);
    cachePublic(res);
    res.json(await listSurveys(db, params));
  });

  router.get('/survey/instrument/:id/download', async (req, res) => {
    await sendInstrument(db, req.params.id as string, res, 'attachment');
  });

  router.get('/survey/:id/content', validateIdParam(isSurveyId), async (req, res) => {
    const id = req.params.id as string;
    const survey = (await findSurveys(db, [id])).get(id);
    if (!survey) throw notFound(`Survey ${id} not found`);
    cachePublic(res);
    res.json(survey);
  });

  // In the order asked; unknown ids are left out.
  router.get('/survey', validateIdsQuery(isSurveyId), async (_req, res) => {
    const ids = res.locals.ids as string[];
    const found = await findSurveys(db, ids);
    cachePublic(res);
    res.json({ items: ids.map((id) => found.get(id)).filter((s): s is SurveyDto => s !== undefined) });
  });

  return router;
}
