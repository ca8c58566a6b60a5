// Feature flags (spec 2 §6) as the pages use them. The content graph already answers all-off when
// appconfig fails; here a failed or pending query means the same, so a page never waits on flags
// to render and never breaks because of them.
import { useQuery } from '@apollo/client/react';
import type { RouterContextProvider } from 'react-router';
import { graphql } from '../gql';
import type { FeatureFlagsQuery as FeatureFlagsData } from '../gql/graphql';
import { apolloClientContext } from './routerContext';

export const FeatureFlagsQuery = graphql(`
  query FeatureFlags {
    featureFlags {
      surveyModuleIntegration
      outcomesClientViewer
      outcomesDownloadPpt
      reportRedesign
      cartMfe
      newNavigationChanges
      fullFigureInteractives
      boldVisionRedesign
      searchIdt
    }
  }
`);

export type FeatureFlags = Omit<FeatureFlagsData['featureFlags'], '__typename'>;

export const FEATURE_FLAGS_OFF: FeatureFlags = {
  surveyModuleIntegration: false,
  outcomesClientViewer: false,
  outcomesDownloadPpt: false,
  // Spec 2 §4: always on.
  reportRedesign: true,
  cartMfe: false,
  newNavigationChanges: false,
  fullFigureInteractives: false,
  boldVisionRedesign: false,
  searchIdt: false,
};

/** For route loaders: the flags once, from Apollo's cache after the first page. */
export async function loadFeatureFlags(context: Readonly<RouterContextProvider>): Promise<FeatureFlags> {
  try {
    const { data } = await context.get(apolloClientContext).query({ query: FeatureFlagsQuery, fetchPolicy: 'cache-first' });
    return data?.featureFlags ?? FEATURE_FLAGS_OFF;
  } catch {
    return FEATURE_FLAGS_OFF;
  }
}

/** For components: the defaults until the flags arrive (usually already cached by a loader). */
export function useFeatureFlags(): FeatureFlags {
  const { data } = useQuery(FeatureFlagsQuery, { fetchPolicy: 'cache-first' });
  return data?.featureFlags ?? FEATURE_FLAGS_OFF;
}
