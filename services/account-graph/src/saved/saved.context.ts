import type DataLoader from 'dataloader';
import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { FavoritesApi } from '../rest/favorites.api.js';
import { createSavedLoader } from './saved.loader.js';

export interface SavedContext {
  favorites: FavoritesApi;
  /** contentId -> whether the caller has saved it, batched per request. */
  isSaved: DataLoader<string, boolean>;
}

export function createSavedContext(base: RequestContext, transport: RestTransport): SavedContext {
  const favorites = new FavoritesApi(transport, base);
  return { favorites, isSaved: createSavedLoader(favorites, base.user) };
}
