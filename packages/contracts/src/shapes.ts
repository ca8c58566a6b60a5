// Fields several content shapes share, defined once.
import type { ZodType } from 'zod';
import { z } from '@portal/domain';

/** What every content page's DTO starts with: its ids, URL and headline (`path` is its browser path). */
export const contentPageFields = {
  id: z.string(),
  contentId: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
};

/** An analyst named on a card (author, host). */
export const namedAnalystSchema = z.object({ contentId: z.string(), fullName: z.string() });

/** One page of a listing (`page` 1-based). */
export const pageOf = <T extends ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int(), page: z.number().int(), size: z.number().int() });

/** One page of a search: a listing's page, with the page count and whether it is the last. */
export const searchPageOf = <T extends ZodType>(item: T) => pageOf(item).extend({ totalPages: z.number().int(), last: z.boolean() });

/** One value of a facet, with how many results hold it. */
export const bucketSchema = z.object({ key: z.string(), count: z.number().int() });
