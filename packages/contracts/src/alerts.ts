// alerts-service (spec 2 §7): the signed-in user's follows. Analysts: POST …/alerts with
// [{ analystId }] (201), DELETE …/alerts/{alertId} (204). Topics (paths ours, the spec names none):
// POST …/topics with [{ searchString }] (201); a topic alert is deleted like any other.
import type { output } from 'zod';
import { FOLLOW_TOPIC_MAX_LENGTH, isUuid, z } from '@portal/domain';
import { defineContracts } from './contract.js';
import { invalidContentIdMessage, isAnalystId, noContent } from './wire.js';

// Each variant names the other's field as absent, so a reader can tell them apart by either one.
export const analystAlertSchema = z.object({ alertId: z.string(), analystId: z.string(), searchString: z.never().optional() });
export const topicAlertSchema = z.object({ alertId: z.string(), searchString: z.string(), analystId: z.never().optional() });
/** One follow (spec 2 §3 "Followed analysts and topics"): an analyst or a topic. */
export const alertSchema = z.union([analystAlertSchema, topicAlertSchema]);
export type AlertDto = output<typeof alertSchema>;
export type AnalystAlertDto = output<typeof analystAlertSchema>;
export type TopicAlertDto = output<typeof topicAlertSchema>;

/** Spec 2 §9: follow lists hold up to 1000 analysts. */
export const MAX_ANALYST_FOLLOWS = 1000;
/** Ours (the spec is silent): the same bound for topics, so no list grows without end. */
export const MAX_TOPIC_FOLLOWS = 1000;

const distinct = (values: string[]) => [...new Set(values)];

/** `[{ analystId }, …]` → distinct analyst ids in the order given. */
export const followAnalystsBody = z
  .array(
    z.object(
      {
        analystId: z
          .string({ error: 'analystId is required' })
          .refine(isAnalystId, { error: (issue) => invalidContentIdMessage(String(issue.input)) }),
      },
      { error: 'Each alert must be an object with an analystId' },
    ),
    { error: 'Request body must be an array of { analystId }' },
  )
  .min(1, { error: 'At least one analyst is required' })
  .max(MAX_ANALYST_FOLLOWS, { error: `At most ${MAX_ANALYST_FOLLOWS} analysts per request` })
  .transform((items) => distinct(items.map((item) => item.analystId)));

/** `[{ searchString }, …]` → distinct trimmed topics (case-insensitively) in the order given. */
export const followTopicsBody = z
  .array(
    z.object(
      {
        searchString: z
          .string({ error: 'searchString is required' })
          .trim()
          .min(1, { error: 'searchString must not be empty' })
          .max(FOLLOW_TOPIC_MAX_LENGTH, { error: `searchString must be at most ${FOLLOW_TOPIC_MAX_LENGTH} characters` }),
      },
      { error: 'Each alert must be an object with a searchString' },
    ),
    { error: 'Request body must be an array of { searchString }' },
  )
  .min(1, { error: 'At least one topic is required' })
  .max(MAX_TOPIC_FOLLOWS, { error: `At most ${MAX_TOPIC_FOLLOWS} topics per request` })
  .transform((items) => {
    const seen = new Set<string>();
    return items.map((item) => item.searchString).filter((topic) => !seen.has(topic.toLowerCase()) && seen.add(topic.toLowerCase()));
  });

export const isAlertId = (id: string) => isUuid(id);

export const alertsContracts = defineContracts('alerts', '/alerts-service/api/v1/webalerts', {
  list: { method: 'GET', path: '/alerts', response: z.array(alertSchema) },
  followAnalysts: { method: 'POST', path: '/alerts', body: followAnalystsBody, response: z.array(analystAlertSchema) },
  followTopics: { method: 'POST', path: '/topics', body: followTopicsBody, response: z.array(topicAlertSchema) },
  delete: {
    method: 'DELETE',
    path: '/alerts/:id',
    params: z.object({ id: z.string().refine(isAlertId, { error: (issue) => `Invalid alert id: ${String(issue.input)}` }) }),
    response: noContent,
  },
});
