// Request validation with zod: a failed parse becomes a 400 whose message is the first issue's.
import type { z } from 'zod';
import { badRequest } from './httpError.js';

export function parseOrBadRequest<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}
