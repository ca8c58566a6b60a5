// Route module for /myhome (spec 2 §2 "Home personalisation"): the signed-in reader's home. A
// visitor is sent to /bold with a full page load (spec 1 §2: logged-out /myhome redirects
// externally to /bold, which the gateway answers). A section that failed is missing from the
// answer: it is reported to the console only (spec 2 §8) and the page shows the rest.
import { redirectDocument, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { isSignedIn } from '../../app/signedIn';
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

export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await isSignedIn(context))) throw redirectDocument(BOLD_PATH);
  const preloadQuery = context.get(preloadQueryContext);
  // One reader's page: from the network, and whatever sections arrived.
  return preloadQuery.toPromise(preloadQuery(MyHomePageQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' }));
}

export function Component() {
  return <MyHomePage home={useHomeQuery(useLoaderData<typeof loader>(), 'myHome')} />;
}
