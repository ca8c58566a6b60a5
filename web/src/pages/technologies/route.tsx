// Route module for /insights/technology-landscapes-and-waves, loaded lazily. The URL is the search:
// the loader preloads its first page; a newer search's navigation aborts the request of one still
// loading (spec 3 §8), whose outcome the router then ignores.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../app/routerContext';
import { reportError } from '../../app/reportError';
import { searchFailureMessage } from '../search/SearchUnavailable';
import { catalogueInput, catalogueSearchParams, catalogueStateOf } from './catalogueUrl';
import { CATALOGUE_TITLE, TechnologyCataloguePage, TechnologyCatalogueQuery } from './TechnologyCataloguePage';
import { PageHeading } from '../../components/PageHeading';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = catalogueStateOf(new URL(request.url).searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(TechnologyCatalogueQuery, {
    variables: { input: catalogueInput(state) },
    errorPolicy: 'all',
    context: { fetchOptions: { signal: request.signal } },
  });
  return { state, queryRef: await preloadQuery.toPromise(queryRef) };
}

function CatalogueUnavailable({ error }: { error: unknown }) {
  useEffect(() => {
    reportError(error, 'technology catalogue');
  }, [error]);
  return (
    <Box>
      <PageHeading title={CATALOGUE_TITLE} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}

export function Component() {
  const { state, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  // The catalogue's own first page failing leaves nothing to filter; a search failing keeps the filters.
  const searched = catalogueSearchParams(state).size > 0;
  if (!data?.technologies && !searched) return <CatalogueUnavailable error={error} />;
  return <TechnologyCataloguePage state={state} queryRef={queryRef} failure={data?.technologies ? null : (error ?? new Error('No technologies in the answer'))} />;
}
