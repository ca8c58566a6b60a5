// The one Apollo Client of the app: it talks only to the gateway's /graphql (same origin; the Vite
// dev server proxies it), sending cookies so the visitor's cart and session follow the browser.
// In the browser, subscriptions take graphql-ws to the same /graphql (subscriptionLink.ts). Every
// operation, on the server's render too, sends its document's hash only (persistedDocuments.ts).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_CSRF_HEADER } from '@portal/domain';
import introspection from '../gql/possibleTypes';
import { PAGED_LISTING_FIELDS, pagedListingPolicy } from './paging/pagedListingPolicy';
import { createPersistedDocumentsLink } from './persistedDocuments';
import { createSubscriptionLink, splitSubscriptions, webSocketUrlOf } from './subscriptionLink';

export function createCache(): InMemoryCache {
  // The union members (generated from the supergraph) let the cache match fragments on them; each
  // paged listing keeps its pages as one list, so 'Show more' is a fetchMore.
  return new InMemoryCache({
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      Query: { fields: Object.fromEntries(PAGED_LISTING_FIELDS.map((field) => [field, pagedListingPolicy()])) },
      // One cart per browser: every Cart a query or mutation answers is the same object, so an add
      // or a remove updates the header's count and the cart page at once.
      Cart: { keyFields: [], fields: { items: { merge: false } } },
      // What buying a content costs the reader, kept by content id so an add marks it in the cart.
      Purchase: { keyFields: ['contentId'] },
      // The viewer's own paged listing: the favorites page.
      Viewer: { fields: { favorites: pagedListingPolicy() } },
    },
  });
}

export interface ApolloClientOptions {
  uri?: string;
  /** On the server: the gateway's own runtime, in process, as the reader who asked for the page. */
  fetch?: typeof fetch;
  /** On the server: queries run once, for the page being rendered. */
  ssrMode?: boolean;
}

export function createApolloClient({ uri = '/graphql', fetch, ssrMode = false }: ApolloClientOptions = {}): ApolloClient {
  // The CSRF header marks the request as the app's own script (the gateway checks it on signed-in requests).
  const http = new HttpLink({ uri, credentials: 'include', headers: { [GRAPHQL_CSRF_HEADER]: '1' }, ...(fetch ? { fetch } : {}) });
  // The server's render has no window and opens no socket.
  const inBrowser = !ssrMode && typeof window !== 'undefined';
  return new ApolloClient({
    link: ApolloLink.from([
      createPersistedDocumentsLink(),
      inBrowser ? splitSubscriptions(createSubscriptionLink(webSocketUrlOf(uri, window.location.href)), http) : http,
    ]),
    cache: createCache(),
    ssrMode,
  });
}
