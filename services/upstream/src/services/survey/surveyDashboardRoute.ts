// GET /survey-service/api/v1/survey/{id}/dashboard?reportId=: a data report's survey dashboard
// (issue #13), under the report's own rule (research-service's GET /research/{id}): unknown is a
// 404, a reader without access gets the report's no-access answer, and a report opened by a
// reprints or preview token shows its dashboard too (never stored then).
import type { Router } from 'express';
import { surveyContracts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { noStore } from '../../http/cacheControl.js';
import { notFound, unauthorized } from '../../http/httpError.js';
import { serveContract } from '../../http/serveContract.js';
import { NOT_ACCESSIBLE_MESSAGE, cacheResearch, canRead, readerOf } from '../research/access.js';
import { readerWithToken, tokenOf } from '../reprints/requestTokens.js';
import { findSurveyDashboard } from './surveyDashboardStore.js';

export function serveSurveyDashboard(router: Router, db: Database): void {
  serveContract(router, surveyContracts.dashboard, async ({ params: { id }, query: { reportId } }, req, res) => {
    const found = await findSurveyDashboard(db, id, reportId);
    if (!found) throw notFound(`Survey ${id} has no dashboard for report ${reportId}`);
    const reader = await readerWithToken(db, req, await readerOf(db, callerOf(req)), new Date());
    if (!canRead(reader, found.report)) throw unauthorized(NOT_ACCESSIBLE_MESSAGE);
    // Private when the report is restricted: the answer depends on who asks.
    cacheResearch(res, [found.report]);
    if (tokenOf(req)) noStore(res);
    return found.dashboard;
  });
}
