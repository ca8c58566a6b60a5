import { useNavigation } from 'react-router';
import type { SearchQuery } from '@portal/domain';
import { SEARCH_PATH, searchQueryFromUrl } from './searchUrl';

/**
 * The search the controls show: while the next search of this page loads, its state (a ticked box,
 * the chosen tab) shows at once instead of after the results arrive; otherwise the loaded one.
 */
export function useShownSearchQuery(loaded: SearchQuery): SearchQuery {
  const pending = useNavigation().location;
  if (pending && pending.pathname === SEARCH_PATH) return searchQueryFromUrl(pending.search);
  return loaded;
}
