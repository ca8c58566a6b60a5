// The one Apollo Client of the app: it talks only to the gateway's /graphql (same origin; the Vite
// dev server proxies it), sending cookies so the visitor's cart and session follow the browser.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_CSRF_HEADER } from '@portal/domain';
import introspection from '../gql/possibleTypes';

export function createCache(): InMemoryCache {
  // The union members (generated from the supergraph) let the cache match fragments on them.
  return new InMemoryCache({ possibleTypes: introspection.possibleTypes });
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    // The CSRF header marks the request as the app's own script (the gateway checks it on signed-in requests).
    link: new HttpLink({ uri, credentials: 'include', headers: { [GRAPHQL_CSRF_HEADER]: '1' } }),
    cache: createCache(),
  });
}
