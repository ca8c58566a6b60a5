// Route module for /myhome/izola, the alternative home of spec 1 §4: a reader whose session feature
// izola_home is on lands here from /myhome. A visitor goes where a visitor's /myhome goes (/bold,
// full page load); a reader without the feature goes to the standard home. The data is /myhome's
// own query, only the sections this page shows; a failed section is left out (spec 2 §8).
import { redirect, redirectDocument, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { isKnownSignedIn } from '../../app/signedIn';
import { BOLD_PATH } from './myHomeRoute';
import { IZOLA_HOME_FEATURE, readerFeatures } from './readerFeatures';
import { useHomeQuery } from './useHomeQuery';
import { IzolaHomePage } from './IzolaHomePage';

export const IzolaHomePageQuery = graphql(`
  query IzolaHomePage {
    myHome {
      ...IzolaHomePage_home
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await isKnownSignedIn(context))) throw redirectDocument(BOLD_PATH);
  if (!(await readerFeatures(context)).includes(IZOLA_HOME_FEATURE)) throw redirect('/myhome');
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(IzolaHomePageQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' }));
}

export function Component() {
  return <IzolaHomePage home={useHomeQuery(useLoaderData<typeof loader>(), 'myHome')} />;
}
