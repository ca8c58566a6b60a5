// Request validation with zod: a failed parse becomes a 400 whose message is the first issue's.
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { idListParam, type IdCheck } from '@portal/contracts';
import { badRequest, invalidContentId } from './httpError.js';

export function parseOrBadRequest<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/** Rejects a malformed `:id` route parameter before the handler (and its query) runs. */
export function validateIdParam(isValid: IdCheck, param = 'id'): RequestHandler {
  return (req, _res, next) => {
    const id = req.params[param];
    if (typeof id !== 'string' || !isValid(id)) throw invalidContentId(String(id));
    next();
  };
}

/** Parses `?ids=` into `res.locals.ids` before the handler runs. */
export function validateIdsQuery(isValid: IdCheck): RequestHandler {
  const schema = idListParam(isValid);
  return (req, res, next) => {
    res.locals.ids = parseOrBadRequest(schema, req.query.ids);
    next();
  };
}
