// Route module for /allSearch, loaded lazily. The URL is the page's state: the loader reads it
// through the domain normaliser and preloads the page's one query (made of its components'
// fragments), so every control is a navigation and back/forward restore the search. A failed
// search is shown on the page (spec 2 §8), not as the route's error page.
import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { differsFromDefaults, hasSearchSettings, searchQueryFromPreferences } from '@portal/domain';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { isKnownSignedIn } from '../../app/signedIn';
import { cookiesOf, inBrowser } from '../../app/cookies';
import { readSearchPreferencesCookie, writeSearchPreferencesCookie } from './searchPreferencesCookie';
import { SEARCH_PAGE_TITLE, SearchPage } from './SearchPage';
import { SearchUnavailable } from './SearchUnavailable';
import { searchHref, searchInputOf, searchQueryFromUrl } from './searchUrl';
import { useShownSearchQuery } from './useShownSearchQuery';

export const SearchPageQuery = graphql(`
  query SearchPage($input: SearchInput!) {
    search(input: $input) {
      page
      totalPages
      itemsTotal
      query
      fuzzy {
        value
        message
      }
      cards {
        contentId
        ...SearchResultCard_card
      }
      ...FacetFilters_results
      ...AnalystSpotlight_results
      ...ChartsAndFiguresPreview_results
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = searchQueryFromUrl(params);
  // Spec 1 §4: preferences are kept only for signed-in users. A search opened without settings of
  // its own (the header box, the menu) takes the last ones; any other search saves its settings.
  if (await isKnownSignedIn(context)) {
    const saved = hasSearchSettings(params) ? null : readSearchPreferencesCookie(cookiesOf(request));
    const preferred = saved === null ? null : searchQueryFromPreferences(saved, query.query);
    // Replace, not push: Back must not return to the address that redirects again.
    if (preferred && differsFromDefaults(preferred)) throw replace(searchHref({ ...preferred, page: query.page }));
    // On the server the browser's own loader run writes it.
    if (inBrowser()) writeSearchPreferencesCookie(query);
  }
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(SearchPageQuery, { variables: { input: searchInputOf(query) }, errorPolicy: 'all' });
  return { query, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { query, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  const shown = useShownSearchQuery(query);
  if (!data?.search) return <SearchUnavailable query={shown} error={error} title={SEARCH_PAGE_TITLE} />;
  return <SearchPage results={data.search} query={shown} />;
}
