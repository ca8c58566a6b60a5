import type { ContentContext } from '../context.js';
import type { SurveyDto } from '@portal/contracts';

// Survey references from search-graph's listing: a page of cards costs one batch call.
export const surveyReference = {
  Survey: {
    __resolveReference(reference: { id: string }, ctx: ContentContext): Promise<SurveyDto | null> {
      return ctx.loaders.survey.load(reference.id);
    },
  },
};
