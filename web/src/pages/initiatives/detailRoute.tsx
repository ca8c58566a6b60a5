// Route module for /myinitiatives/:id (spec 2 §2): one of the reader's initiatives, from the network.
// Someone else's or a missing one is the 404 page (the service does not tell them apart).
import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { useLoadedQuery } from '../../app/pageLoaders';
import { preloadQueryContext } from '../../app/routerContext';
import { InitiativeDetail } from './InitiativeDetail';
import { initiativeIdOf, requireSignedIn } from './initiativesAccess';

export const InitiativeDetailPageQuery = graphql(`
  query InitiativeDetailPage($id: ID!) {
    initiative(id: $id) {
      id
      ...InitiativeDetail_initiative
    }
  }
`);

export async function loader(args: LoaderFunctionArgs) {
  await requireSignedIn(args);
  const id = initiativeIdOf(args);
  const preloadQuery = args.context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(InitiativeDetailPageQuery, { variables: { id }, fetchPolicy: 'network-only' }));
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <InitiativeDetail key={data.initiative.id} initiative={data.initiative} mode="owner" />;
}
