// A listing's state is its URL's query string. While a navigation to the same page is loading (a
// new keyword, sort or filter), the controls show the URL being loaded, so a choice shows at once
// and the list says it is busy until the loader has the new first page.
import { useLocation, useNavigation } from 'react-router';

export interface ListingSearch {
  /** The query string shown: the loading one, else the current one. */
  search: URLSearchParams;
  /** A new first page of this listing is loading. */
  busy: boolean;
}

export function useListingSearch(): ListingSearch {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname ? navigation.location : null;
  return { search: new URLSearchParams((pending ?? location).search), busy: pending !== null };
}
