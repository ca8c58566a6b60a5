// Route module for /allSearch, loaded lazily. The URL is the page's state: the loader reads it
// through the domain normaliser and preloads the page's one query (made of its components'
// fragments), so every control is a navigation and back/forward restore the search. A failed
// search is shown on the page (spec 2 §8), not as the route's error page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { SEARCH_PAGE_TITLE, SearchPage } from './SearchPage';
import { SearchUnavailable } from './SearchUnavailable';
import { searchInputOf, searchQueryFromUrl } from './searchUrl';
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
  const query = searchQueryFromUrl(new URL(request.url).searchParams);
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
