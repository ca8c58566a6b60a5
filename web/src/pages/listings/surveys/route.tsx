// Route module for /surveys and /surveys/:tabId (spec 1 §2): the URL is the listing's state; the
// loader preloads the first page of it.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isSurveyTabId } from '@portal/domain';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../../app/routerContext';
import { reportError } from '../../../app/reportError';
import { searchFailureMessage } from '../../search/SearchUnavailable';
import { SurveysHero, SurveysPage, SurveysPageQuery } from './SurveysPage';
import { surveyListInput, surveyListingOf, type SurveyListing } from './surveyListing';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Only the two tabs are pages (spec 1 §2: a failed route check is a 404).
  if (params.tabId !== undefined && !isSurveyTabId(params.tabId)) throw data('This page could not be found', { status: 404 });
  const listing = surveyListingOf(params.tabId, new URL(request.url).searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(SurveysPageQuery, { variables: { input: surveyListInput(listing) }, errorPolicy: 'all' });
  return { listing, queryRef: await preloadQuery.toPromise(queryRef) };
}

function SurveysUnavailable({ listing, error }: { listing: SurveyListing; error: unknown }) {
  useEffect(() => {
    reportError(error, 'surveys');
  }, [error]);
  return (
    <Box>
      <SurveysHero listing={listing} />
      <Alert severity="error">{searchFailureMessage(error)}</Alert>
    </Box>
  );
}

export function Component() {
  const { listing, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.surveys) return <SurveysUnavailable listing={listing} error={error} />;
  return <SurveysPage listing={listing} results={data.surveys} />;
}
