import { createLoader, type SentReprintTokens } from '@portal/graph-kit';
import type { SurveyDashboardDto } from '@portal/contracts';
import type { SurveyApi } from '../rest/listingContent.api.js';

/** The loader's key: the data report and the survey it draws on ('SUS…/RES…'), a string so repeats share one load. */
export const surveyDashboardKey = (surveyId: string, reportId: string) => `${surveyId}/${reportId}`;

/**
 * A data report's dashboard: one call per dashboard (survey-service reads each under its own
 * report's access), repeated keys loaded once per request; a page shows one report's dashboard.
 * `tokens`: the request's reprints or preview token, so that a report opened by one shows it too.
 */
export function createSurveyDashboardLoader(api: SurveyApi, tokens?: SentReprintTokens) {
  return createLoader<string, SurveyDashboardDto>((keys) =>
    Promise.all(
      keys.map((key) => {
        const [surveyId, reportId] = key.split('/') as [string, string];
        return api.getDashboard(surveyId, reportId, tokens).catch((error: Error) => error);
      }),
    ),
  );
}
