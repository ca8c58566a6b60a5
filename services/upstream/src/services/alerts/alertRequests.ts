// Request bodies of the alerts service, validated before anything is read or written.
import { z } from 'zod';
import { invalidContentId } from '../../http/httpError.js';
import { isAnalystId } from '../../http/ids.js';

/** Spec 2 §9: follow lists hold up to 1000 analysts. */
export const MAX_ANALYST_FOLLOWS = 1000;
/** Ours (the spec is silent): the same bound for topics, so no list grows without end. */
export const MAX_TOPIC_FOLLOWS = 1000;
export const MAX_TOPIC_LENGTH = 200;

export const ANALYST_LIMIT_MESSAGE = `You can follow up to ${MAX_ANALYST_FOLLOWS} analysts. Unfollow an analyst to follow another.`;
export const TOPIC_LIMIT_MESSAGE = `You can follow up to ${MAX_TOPIC_FOLLOWS} topics. Unfollow a topic to follow another.`;

const distinct = (values: string[]) => [...new Set(values)];

/** `[{ analystId }, …]` → distinct analyst ids in the order given. */
export const followAnalystsBody = z
  .array(
    z.object(
      {
        analystId: z
          .string({ error: 'analystId is required' })
          .refine(isAnalystId, { error: (issue) => invalidContentId(String(issue.input)).message }),
      },
      { error: 'Each alert must be an object with an analystId' },
    ),
    { error: 'Request body must be an array of { analystId }' },
  )
  .min(1, { error: 'At least one analyst is required' })
  .max(MAX_ANALYST_FOLLOWS, { error: `At most ${MAX_ANALYST_FOLLOWS} analysts per request` })
  .transform((items) => distinct(items.map((item) => item.analystId)));

/** `[{ searchString }, …]` → distinct trimmed topics in the order given. */
export const followTopicsBody = z
  .array(
    z.object(
      {
        searchString: z
          .string({ error: 'searchString is required' })
          .trim()
          .min(1, { error: 'searchString must not be empty' })
          .max(MAX_TOPIC_LENGTH, { error: `searchString must be at most ${MAX_TOPIC_LENGTH} characters` }),
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isAlertId = (id: string) => UUID.test(id);
