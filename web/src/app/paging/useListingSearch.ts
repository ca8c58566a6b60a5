// A listing's state is its URL's query string. While a navigation to the same page is loading (a
// new keyword, sort or filter), the controls show the URL being loaded and the list says it is busy
// until the loader has the new first page; a choice the controls make shows at once
// (useListingChoice).
import { useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

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

export interface ListingChoice {
  /** The query string the controls show: the one just chosen, else the router's (useListingSearch). */
  search: URLSearchParams;
  /** Makes `next` the listing's URL, in place of the current entry. */
  choose: (next: URLSearchParams) => void;
}

/**
 * A listing's controls. A choice shows at once: the router reports the navigation it starts a
 * moment later (in a transition), and a controlled checkbox or select would flick back until then.
 * Once the router's search changes, it is what the controls show again.
 */
export function useListingChoice(): ListingChoice {
  const routerSearch = useListingSearch().search.toString();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ over: string; search: string } | null>(null);
  const search = chosen?.over === routerSearch ? chosen.search : routerSearch;
  const choose = (next: URLSearchParams) => {
    const nextSearch = next.toString();
    setChosen({ over: routerSearch, search: nextSearch });
    void navigate({ search: nextSearch ? `?${nextSearch}` : '' }, { replace: true, preventScrollReset: true });
  };
  return { search: new URLSearchParams(search), choose };
}
