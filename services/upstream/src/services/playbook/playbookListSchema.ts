// GET /playbook-service/api/v1/playbook/listing parameters: a malformed call is the caller's bug (400).
import { z } from 'zod';
import { intParam } from '../../http/queryParams.js';
import { PLAYBOOK_PAGE_SIZE, PLAYBOOK_TAB_IDS } from '@portal/domain';

export const MAX_PLAYBOOK_PAGE = 1000;
export const MAX_PLAYBOOK_PAGE_SIZE = 100;

export const playbookListQuerySchema = z.object({
  category: z.enum(PLAYBOOK_TAB_IDS as [string, ...string[]], { error: `category must be one of ${PLAYBOOK_TAB_IDS.join(', ')}` }),
  page: intParam('page', 1, MAX_PLAYBOOK_PAGE).default(1),
  size: intParam('size', 1, MAX_PLAYBOOK_PAGE_SIZE).default(PLAYBOOK_PAGE_SIZE),
});
