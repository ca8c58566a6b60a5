// preference-service newsletters (our paths; the spec lists the route /my-account/newsletters
// only): the caller's own subscriptions, in catalogue order; the POST saves the choices sent.
import type { output } from 'zod';
import { z } from '@portal/domain';
import { defineContracts } from './contract.js';

export const newsletterSchema = z.object({
  newsletterId: z.string(),
  name: z.string(),
  description: z.string(),
  frequency: z.string(),
  subscribed: z.boolean(),
});
export type NewsletterDto = output<typeof newsletterSchema>;

/** Upstream checks each newsletterId against its catalogue ('Unknown newsletter: …'). */
export const newsletterSubscriptionsBodySchema = z.object({
  subscriptions: z
    .array(z.object({ newsletterId: z.string(), subscribed: z.boolean({ error: 'subscribed must be true or false' }) }))
    .min(1, { error: 'At least one subscription is required' })
    .refine((list) => new Set(list.map((s) => s.newsletterId)).size === list.length, { error: 'Each newsletter may appear once' }),
});

export const newsletterContracts = defineContracts('newsletter', '/preference-service/api/v1/newsletters', {
  list: { method: 'GET', path: '/', response: z.array(newsletterSchema) },
  save: { method: 'POST', path: '/', body: newsletterSubscriptionsBodySchema, response: z.array(newsletterSchema) },
});
