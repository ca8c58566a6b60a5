// Route module for /insights/technology-landscapes-and-waves, loaded lazily. The loader preloads
// the first page of the search the URL describes; after that the page searches by itself (so a
// superseded search can be aborted) and only mirrors its state into the URL, which must not make
// the loader run again.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../app/routerContext';
import { reportError } from '../../app/reportError';
import { searchFailureMessage } from '../search/SearchUnavailable';
import { catalogueInput, catalogueStateOf } from './catalogueUrl';
import { CATALOGUE_TITLE, TechnologyCataloguePage, TechnologyCatalogueQuery } from './TechnologyCataloguePage';
import { PageHeading } from '../../components/PageHeading';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = catalogueStateOf(new URL(request.url).searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(TechnologyCatalogueQuery, { variables: { input: catalogueInput(state) }, errorPolicy: 'all' });
  return { state, queryRef: await preloadQuery.toPromise(queryRef) };
}

/** The page's own searches change only the query string. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
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
  if (!data?.technologies) return <CatalogueUnavailable error={error} />;
  return <TechnologyCataloguePage initialState={state} results={data.technologies} />;
}
