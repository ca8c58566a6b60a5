// GET /playbook-service/api/v1/playbook/listing parameters: a malformed call is the caller's bug (400).
import { z } from 'zod';
import { PLAYBOOK_PAGE_SIZE, PLAYBOOK_TAB_IDS } from '@portal/domain';

export const MAX_PLAYBOOK_PAGE = 1000;
export const MAX_PLAYBOOK_PAGE_SIZE = 100;

const intIn = (name: string, min: number, max: number) => {
  const message = `${name} must be an integer from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
};

export const playbookListQuerySchema = z.object({
  category: z.enum(PLAYBOOK_TAB_IDS as [string, ...string[]], { error: `category must be one of ${PLAYBOOK_TAB_IDS.join(', ')}` }),
  page: intIn('page', 1, MAX_PLAYBOOK_PAGE).default(1),
  size: intIn('size', 1, MAX_PLAYBOOK_PAGE_SIZE).default(PLAYBOOK_PAGE_SIZE),
});
