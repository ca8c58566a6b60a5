// Route module for /myinitiatives/viewer/:initiativeId (spec 2 §2): a client's initiative as an
// internal user sees it, read-only, with whose it is.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoadedQuery } from '../../app/pageLoaders';
import { preloadQueryContext } from '../../app/routerContext';
import { InitiativeDetail } from './InitiativeDetail';
import { InitiativeDetailPageQuery } from './detailRoute';
import { initiativeIdOf, requireClientViewer } from './initiativesAccess';

export async function loader(args: LoaderFunctionArgs) {
  await requireClientViewer(args);
  const id = initiativeIdOf(args);
  const preloadQuery = args.context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(InitiativeDetailPageQuery, { variables: { id }, fetchPolicy: 'network-only' }));
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  return <InitiativeDetail key={data.initiative.id} initiative={data.initiative} mode="viewer" />;
}
