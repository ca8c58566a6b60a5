// GET /api/v1/analyst/{id}/related parameters.
import { z } from 'zod';
import { intParam } from '../../http/queryParams.js';

export const RELATED_ANALYSTS_PAGE_SIZE = 4;
const MAX_PAGE_SIZE = 50;
const MAX_PAGE = 100;

export const relatedAnalystsQuerySchema = z.object({
  page: intParam('page', 1, MAX_PAGE).default(1),
  size: intParam('size', 1, MAX_PAGE_SIZE).default(RELATED_ANALYSTS_PAGE_SIZE),
});
