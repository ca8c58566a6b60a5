// Route module for /my-account/profile, loaded lazily: the loader preloads the page's one query
// from the network (one user's data is never served from the cache).
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { viewerPageLoader, useLoadedQuery } from '../../../app/pageLoaders';
import { ProfilePage } from './ProfilePage';

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    viewer {
      id
      profile {
        id
        emailAddress
        isSSO
        accountName
        city
        countryCode
        extension
        firstName
        jobTitle
        lastName
        otherRegion
        phoneNumber
        postalCode
        prefix
        state
        street
        streetSecondLine
      }
      specialRegistrationFields {
        name
        required
        value
      }
      countries {
        code
        name
      }
    }
  }
`);

export const loader = viewerPageLoader(ProfilePageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  const client = useApolloClient();
  // Spec 1 §4 "Profile save": reload the profile and the special registration fields.
  // The name above the tabs and in the header may have changed too.
  const reload = useCallback(
    () => Promise.all([client.query({ query: ProfilePageQuery, fetchPolicy: 'network-only' }), client.refetchQueries({ include: ['AccountLayout', 'HeaderViewer'] })]),
    [client],
  );
  return <ProfilePage viewer={data.viewer} reload={reload} />;
}
