// Schemas of the values that travel in paths and query strings, shared by every contract: a
// malformed one is the caller's bug (upstream answers 400 with the first issue's message), and the
// message names the parameter and what it takes.
import type { output } from 'zod';
import { contentTypeOf, isContentId, isGraphicsId, z } from '@portal/domain';

/** Most ids one batch read takes (`?ids=A,B`). */
export const MAX_BATCH_IDS = 100;

export type IdCheck = (id: string) => boolean;

// Each endpoint accepts only ids of its own kind: RES… for research, BIO… for analysts, GR-… for
// graphics. Checked before any query, so malformed input never reaches the database.
export const isResearchId: IdCheck = (id) => contentTypeOf(id) === 'research';
export const isAnalystId: IdCheck = (id) => contentTypeOf(id) === 'analyst';
export const isWebinarId: IdCheck = (id) => contentTypeOf(id) === 'webinar';
export const isAnyContentId: IdCheck = (id) => isContentId(id);
export { isGraphicsId };

export const invalidContentIdMessage = (id: string) => `Invalid content id: ${id}`;

/** A path parameter holding an id `isValid` accepts. */
export function idParam(isValid: IdCheck) {
  return z.string().refine(isValid, { error: (issue) => invalidContentIdMessage(String(issue.input)) });
}

/** `?ids=A,B` (or repeated `ids=`): distinct ids in the order asked, each of the right kind. */
export function idListParam(isValid: IdCheck, name = 'ids') {
  const required = `Query parameter '${name}' is required`;
  return z
    .union([z.string(), z.array(z.string())], { error: required })
    .transform((value) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((text) => text.split(','));
      return [...new Set(parts.map((part) => part.trim()).filter((part) => part.length > 0))];
    })
    .pipe(
      z
        .array(idParam(isValid))
        .min(1, { error: required })
        .max(MAX_BATCH_IDS, { error: `Too many ids: at most ${MAX_BATCH_IDS} per request` }),
    );
}

/** A JSON body's list of ids: distinct, in the order sent, each of the right kind, at least one. */
export function idListField(isValid: IdCheck, name: string) {
  const required = `'${name}' must be a list of at least one id`;
  return z
    .array(idParam(isValid), { error: required })
    .min(1, { error: required })
    .max(MAX_BATCH_IDS, { error: `Too many ids: at most ${MAX_BATCH_IDS} per request` })
    .transform((ids) => [...new Set(ids)]);
}

/** An integer query parameter within [min, max] (a leading minus allowed when min is negative). */
export function intParam(name: string, min: number, max: number) {
  const message = `${name} must be an integer from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(min < 0 ? /^-?\d+$/ : /^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** 'true' or 'false', as a boolean. */
export function booleanParam(name: string) {
  return z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((value) => value === 'true');
}

/** A boolean as a `booleanParam` reads it. */
export function booleanText(value: boolean): 'true' | 'false' {
  return value ? 'true' : 'false';
}

/** The body of a route that answers 204 No Content. */
export const noContent = z.void();

/** Body of every REST error response. */
export const restErrorSchema = z.object({ status: z.number().int(), error: z.string(), message: z.string() });
export type RestErrorBody = output<typeof restErrorSchema>;
