// favorites-service (the saved collection; spec 2 §3 "Collection item", §4 "Saved collection",
// spec 3 "Favorites page state"; the spec shows no paths, these are ours): the signed-in user's
// saved items. POST …/favorites { contentId } saves (201), DELETE …/favorites/{contentId} unsaves
// (204), GET …/favorites lists one page with its filters, GET …/favorites/saved?ids= answers which
// of the ids the user has saved (the isSaved DataLoader's batch).
import type { output } from 'zod';
import {
  FAVORITES_MAX_PAGE,
  FAVORITES_SORTS,
  FAVORITES_TOPIC_MAX_LENGTH,
  SAVABLE_CONTENT_TYPES,
  SAVED_CONTENT_ID_PATTERN,
  invalidSavedContentIdMessage,
  z,
} from '@portal/domain';
import { defineContracts } from './contract.js';
import { idListParam, intParam, noContent } from './wire.js';

const isSavedContentId = (id: string) => SAVED_CONTENT_ID_PATTERN.test(id);
const savedContentId = z.string({ error: 'contentId is required' }).refine(isSavedContentId, { error: (issue) => invalidSavedContentIdMessage(String(issue.input)) });

/** Spec 2 §3 "Collection item" (contentId, containerId, contentType) and what its card shows. */
export const collectionItemSchema = z.object({
  contentId: z.string(),
  /** The report a figure belongs to; null for everything else. */
  containerId: z.string().nullable(),
  contentType: z.enum(SAVABLE_CONTENT_TYPES),
  title: z.string(),
  summary: z.string(),
  /** Where it is read: /report/{slug}/{id}, a figure's report with #{figureId}… */
  path: z.string(),
  /** YYYY-MM-DD */
  publishedDate: z.string(),
  topics: z.array(z.string()),
  /** ISO 8601 */
  savedAt: z.string(),
});
export type CollectionItemDto = output<typeof collectionItemSchema>;

export const favoritesOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int().nullable() });
export type FavoritesOptionDto = output<typeof favoritesOptionSchema>;

/** Spec 3 "Favorites page state". itemsTotal counts the whole collection, itemsTotalPerFilters what the filters keep. */
export const favoritesPageSchema = z.object({
  items: z.array(collectionItemSchema),
  page: z.number().int(),
  itemsTotal: z.number().int(),
  itemsTotalPerFilters: z.number().int(),
  pagesTotal: z.number().int(),
  topicOptions: z.array(favoritesOptionSchema),
  categoryOptions: z.array(favoritesOptionSchema),
  sortOptions: z.array(favoritesOptionSchema),
});
export type FavoritesPageDto = output<typeof favoritesPageSchema>;

export const favoritesListQuery = z.object({
  topic: z
    .string()
    .trim()
    .min(1, { error: 'topic must not be empty' })
    .max(FAVORITES_TOPIC_MAX_LENGTH, { error: `topic must be at most ${FAVORITES_TOPIC_MAX_LENGTH} characters` })
    .optional(),
  category: z.enum(SAVABLE_CONTENT_TYPES, { error: `category must be one of ${SAVABLE_CONTENT_TYPES.join(', ')}` }).optional(),
  sort: z.enum(FAVORITES_SORTS, { error: `sort must be one of ${FAVORITES_SORTS.join(', ')}` }).optional(),
  page: intParam('page', 1, FAVORITES_MAX_PAGE).optional(),
});

export const favoritesContracts = defineContracts('favorites', '/favorites-service/api/v1', {
  list: { method: 'GET', path: '/favorites', query: favoritesListQuery, response: favoritesPageSchema },
  /** Which of `ids` the caller has saved, in the order asked. */
  saved: {
    method: 'GET',
    path: '/favorites/saved',
    query: z.object({ ids: idListParam(isSavedContentId) }),
    response: z.object({ savedIds: z.array(z.string()) }),
  },
  /** 201 with the item, new or saved already. */
  save: {
    method: 'POST',
    path: '/favorites',
    body: z.object({ contentId: savedContentId }, { error: 'Request body must be a JSON object with a contentId' }),
    response: collectionItemSchema,
  },
  /** 204 whether or not it was saved: only the caller's own collection is ever touched. */
  remove: { method: 'DELETE', path: '/favorites/:contentId', params: z.object({ contentId: savedContentId }), response: noContent },
});
