// Query parameters shared by the services' zod schemas: a malformed one is the caller's bug (400)
// with a message that names the parameter and its range.
import { z } from 'zod';

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
