// Route module for /analysts, loaded lazily. The URL is the directory's state: the loader reads it
// and preloads the page's one query (made of its components' fragments), so every control is a
// navigation and back/forward restore it. A failed search is shown on the page with the search
// box kept (an unknown tab says 'Invalid tab selection'), not as the route's error page.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { reportError } from '../../app/reportError';
import { searchFailureMessage } from '../search/SearchUnavailable';
import { AnalystsHeading, AnalystsPage } from './AnalystsPage';
import { analystsInputOf, analystsQueryFromUrl, type AnalystsQuery } from './analystsUrl';

export const AnalystsPageQuery = graphql(`
  query AnalystsPage($input: AnalystSearchInput!) {
    analysts(input: $input) {
      page
      totalPages
      itemsTotal
      query
      cards {
        id
        ...AnalystCard_analyst
      }
      ...AnalystFilters_results
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = analystsQueryFromUrl(new URL(request.url).searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(AnalystsPageQuery, { variables: { input: analystsInputOf(query) }, errorPolicy: 'all' });
  return { query, queryRef: await preloadQuery.toPromise(queryRef) };
}

function AnalystsUnavailable({ query, error }: { query: AnalystsQuery; error: unknown }) {
  useEffect(() => {
    reportError(error, 'analysts');
  }, [error]);
  return (
    <Box>
      <AnalystsHeading query={query} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}

export function Component() {
  const { query, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.analysts) return <AnalystsUnavailable query={query} error={error} />;
  return <AnalystsPage results={data.analysts} query={query} />;
}
