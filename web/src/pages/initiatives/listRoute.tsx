// Route module for /myinitiatives (spec 2 §2): a visitor goes to log in; a reader's initiatives are
// preloaded from the network on every visit (one reader's data, and a status change reloads it).
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { useLoadedQuery } from '../../app/pageLoaders';
import { preloadQueryContext } from '../../app/routerContext';
import { InitiativesPage } from './InitiativesPage';
import { requireSignedIn } from './initiativesAccess';
import { NotFoundPage } from '../error/NotFoundPage';

export const InitiativesPageQuery = graphql(`
  query InitiativesPage {
    viewer {
      id
      ...InitiativesPage_viewer
    }
  }
`);

export async function loader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  const preloadQuery = args.context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(InitiativesPageQuery, { fetchPolicy: 'network-only' }));
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  // Signed out since the loader ran: nothing of theirs to show.
  if (!data.viewer) return <NotFoundPage />;
  return <InitiativesPage viewer={data.viewer} />;
}
