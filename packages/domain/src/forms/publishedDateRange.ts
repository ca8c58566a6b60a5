// The search page's custom publication range (spec 2 §3: publishedDateFrom/To): two dates, either
// may be empty, applied together. The search normaliser drops an inverted range, so the form
// refuses one with a message under the end date instead of searching silently without it.
import type { output } from 'zod';
import { z } from '../zod.js';

export const INVERTED_RANGE_MESSAGE = 'The start date must be on or before the end date';

/** Dates as the native inputs give them (YYYY-MM-DD, or '' for none). */
export const publishedDateRangeFormSchema = z
  .object({ from: z.string(), to: z.string() })
  .refine(({ from, to }) => from === '' || to === '' || from <= to, { error: INVERTED_RANGE_MESSAGE, path: ['to'] });
export type PublishedDateRangeFormValues = output<typeof publishedDateRangeFormSchema>;
