// Route module for /myhome (spec 2 §2 "Home personalisation"): the signed-in reader's home. A
// visitor is sent to /bold with a full page load (spec 1 §2: logged-out /myhome redirects
// externally to /bold, which the gateway answers); a reader whose session feature izola_home is on
// to the alternative home (spec 1 §4), unless they asked for this one. A section that failed is
// missing from the answer: it is reported to the console only (spec 2 §8) and the page shows the rest.
import { redirect, redirectDocument, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { isKnownSignedIn } from '../../app/signedIn';
import { IZOLA_HOME_PATH, readerFeatures, wantsIzolaHome } from './readerFeatures';
import { useHomeQuery } from './useHomeQuery';
import { MyHomePage } from './MyHomePage';

export const BOLD_PATH = '/bold';

export const MyHomePageQuery = graphql(`
  query MyHomePage {
    myHome {
      ...MyHomePage_home
    }
  }
`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  if (!(await isKnownSignedIn(context))) throw redirectDocument(BOLD_PATH);
  if (wantsIzolaHome(await readerFeatures(context), new URL(request.url))) throw redirect(IZOLA_HOME_PATH);
  const preloadQuery = context.get(preloadQueryContext);
  // One reader's page: from the network, and whatever sections arrived.
  return preloadQuery.toPromise(preloadQuery(MyHomePageQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' }));
}

export function Component() {
  return <MyHomePage home={useHomeQuery(useLoaderData<typeof loader>(), 'myHome')} />;
}
