import { batchByIds, createLoader } from '@portal/graph-kit';
import type { SurveyApi } from '../rest/listingContent.api.js';
import type { SurveyDto } from '@portal/contracts';

export function createSurveyLoader(api: SurveyApi) {
  return createLoader(batchByIds<string, SurveyDto>((ids) => api.getMany(ids), (survey) => survey.contentId));
}
