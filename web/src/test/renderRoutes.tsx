// How a test mounts routes as the app does: the app's cache and providers, and the router
// context its loaders read the Apollo client from. `link` answers the network.
import type { ApolloLink } from '@apollo/client';
import { ApolloClient } from '@apollo/client';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { AnnounceProvider } from '../a11y/announce';
import { App } from '../app/App';
import { createCache } from '../app/apollo';
import { createRouterContext } from '../app/routerContext';

/**
 * `withAnnouncer` for a page mounted without the layout, which otherwise provides the live region
 * its announcements go to.
 */
export function renderRoutes(routes: RouteObject[], path: string, link: ApolloLink, { withAnnouncer = false } = {}) {
  const client = new ApolloClient({ link, cache: createCache() });
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: createRouterContext(client) });
  const app = <App client={client} router={router} />;
  render(withAnnouncer ? <AnnounceProvider>{app}</AnnounceProvider> : app);
  return { client, router };
}
