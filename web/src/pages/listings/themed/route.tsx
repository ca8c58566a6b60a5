// Route module for the ten themed listings /insights/{slug} (spec 3 §2). The router lists each
// slug as a static path, so no other /insights page reaches this module.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { themedListingOf, type ThemedListing } from '@portal/domain';
import { preloadQueryContext } from '../../../app/routerContext';
import { reportError } from '../../../app/reportError';
import { searchFailureMessage } from '../../search/SearchUnavailable';
import { ThemedListingHero, ThemedListingPage, ThemedListingPageQuery } from './ThemedListingPage';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const theme = themedListingOf(slug);
  if (!theme) throw data('This page could not be found', { status: 404 });
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(ThemedListingPageQuery, { variables: { input: { slug, step: 0 } }, errorPolicy: 'all' });
  return { theme, queryRef: await preloadQuery.toPromise(queryRef) };
}

function ThemedListingUnavailable({ theme, error }: { theme: ThemedListing; error: unknown }) {
  useEffect(() => {
    reportError(error, 'themed listing');
  }, [error]);
  return (
    <Box>
      <ThemedListingHero theme={theme} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}

export function Component() {
  const { theme, queryRef } = useLoaderData<typeof loader>();
  const { data: answer, error } = useReadQuery(queryRef);
  if (!answer?.themedListing) return <ThemedListingUnavailable theme={theme} error={error} />;
  return <ThemedListingPage key={theme.slug} theme={theme} results={answer.themedListing} />;
}
