// The favorites page's URL is its state (spec 3 "Favorites page state"): topic, category and sort;
// the pages after the first are 'Show more' (fetchMore), as on every listing.
import { favoritesFiltersFromSearch, favoritesFiltersToSearch, type FavoritesFilters } from '@portal/domain';
import type { FavoritesInput } from '../../gql/graphql';

export const FAVORITES_PATH = '/favorites';

export const favoritesFiltersOf = (url: URL | string): FavoritesFilters => favoritesFiltersFromSearch(new URL(url, 'http://portal.invalid').searchParams);

export function favoritesHref(filters: FavoritesFilters): string {
  const query = favoritesFiltersToSearch(filters).toString();
  return query ? `${FAVORITES_PATH}?${query}` : FAVORITES_PATH;
}

/** The query's input for page `page` of the listing the filters name. */
export function favoritesInput(filters: FavoritesFilters, page = 1): FavoritesInput {
  return { topic: filters.topic, category: filters.category, sort: filters.sort, page };
}

/** One key per listing: a new one starts the list anew. */
export const favoritesKey = (filters: FavoritesFilters) => favoritesHref(filters);

export const hasFilters = (filters: FavoritesFilters) => filters.topic !== null || filters.category !== null;
