// feedback-service (ours: the spec names the route /net-promoter-score, "a static page with a
// trademark notice", and no service behind it; survey-service is the research surveys' content).
// The signed-in caller's Net Promoter Score answer (x-portal-user; 401 without), never cached:
//   GET  /feedback-service/api/v1/nps                   -> { answer } the current period's, or null
//   POST /feedback-service/api/v1/nps {score, comment?} -> the answer as stored: 201 a new one,
//        200 when it updated the caller's answer of the current period (the earlier one kept)
import type { output } from 'zod';
import { netPromoterScoreFormSchema, z } from '@portal/domain';
import { defineContracts } from './contract.js';

/** The form's own schema, so the page, the subgraph and the service judge an answer alike. */
export const npsAnswerBodySchema = netPromoterScoreFormSchema;

export const npsAnswerSchema = z.object({
  score: z.number().int(),
  /** Null when none was given (a blank comment is none). */
  comment: z.string().nullable(),
  /** ISO 8601: when the period's first answer came, which starts the period. */
  answeredAt: z.string(),
  /** ISO 8601: the latest change. */
  updatedAt: z.string(),
  /** 1 for the first answer; each update within the period adds one (the earlier values are kept). */
  revision: z.number().int().min(1),
  /** ISO 8601: until then a new answer updates this one; after it, it starts a new period. */
  periodEndsAt: z.string(),
});
export type NpsAnswerDto = output<typeof npsAnswerSchema>;

export const feedbackContracts = defineContracts('feedback', '/feedback-service/api/v1', {
  myNps: { method: 'GET', path: '/nps', response: z.object({ answer: npsAnswerSchema.nullable() }) },
  answerNps: { method: 'POST', path: '/nps', body: npsAnswerBodySchema, response: npsAnswerSchema },
});
