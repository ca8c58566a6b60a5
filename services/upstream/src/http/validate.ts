// Request validation with zod: a failed parse becomes a 400 whose message is the first issue's.
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { badRequest, invalidContentId } from './httpError.js';
import { MAX_BATCH_IDS, type IdCheck } from './ids.js';

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

/** `?ids=A,B` (or repeated `ids=`): distinct ids in the order asked, each of the right kind. */
export function idListSchema(isValid: IdCheck) {
  return z
    .union([z.string(), z.array(z.string())], { error: "Query parameter 'ids' is required" })
    .transform((value) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((text) => text.split(','));
      return [...new Set(parts.map((part) => part.trim()).filter((part) => part.length > 0))];
    })
    .pipe(
      z
        .array(z.string().refine(isValid, { error: (issue) => invalidContentId(String(issue.input)).message }))
        .min(1, { error: "Query parameter 'ids' is required" })
        .max(MAX_BATCH_IDS, { error: `Too many ids: at most ${MAX_BATCH_IDS} per request` }),
    );
}

/** Parses `?ids=` into `res.locals.ids` before the handler runs. */
export function validateIdsQuery(isValid: IdCheck): RequestHandler {
  const schema = idListSchema(isValid);
  return (req, res, next) => {
    res.locals.ids = parseOrBadRequest(schema, req.query.ids);
    next();
  };
}
