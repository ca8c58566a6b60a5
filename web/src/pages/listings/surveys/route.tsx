// Route module for /surveys and /surveys/:tabId (spec 1 §2): the URL is the listing's state; the
// loader preloads the first page of it. A survey's id in place of the tab is that survey.
import { data, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isSurveyTabId } from '@portal/domain';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../../app/routerContext';
import { ListingUnavailable } from '../../insights/ListingUnavailable';
import { goHref, goKindOf } from '../../redirects/goTarget';
import { SurveysHero, SurveysPage, SurveysPageQuery } from './SurveysPage';
import { surveyListInput, surveyListingOf } from './surveyListing';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // /surveys/{slug?}/{id} without its slug: the survey's own page, found by its id.
  if (params.tabId !== undefined && goKindOf(params.tabId) === 'survey') throw redirect(goHref(params.tabId));
  // Only the two tabs are pages (spec 1 §2: a failed route check is a 404).
  if (params.tabId !== undefined && !isSurveyTabId(params.tabId)) throw data('This page could not be found', { status: 404 });
  const listing = surveyListingOf(params.tabId, new URL(request.url).searchParams);
  const preloadQuery = context.get(preloadQueryContext);
  const queryRef = preloadQuery(SurveysPageQuery, { variables: { input: surveyListInput(listing) }, errorPolicy: 'all' });
  return { listing, queryRef: await preloadQuery.toPromise(queryRef) };
}

export function Component() {
  const { listing, queryRef } = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  if (!data?.surveys) return <ListingUnavailable hero={<SurveysHero listing={listing} />} error={error} area="surveys" />;
  return <SurveysPage listing={listing} queryRef={queryRef} />;
}
