// The graphql-ws link itself, in a bundle of its own: subscriptionLink.ts imports it when the
// first subscription starts (issue #14: graphql-ws is not part of a page's first paint).
import type { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { hashOnlyClient } from './persistedDocuments';

export function createWebSocketLink(url: string): ApolloLink {
  // The persisted-documents link above this one set the hash: the socket sends it, not the text.
  return new GraphQLWsLink(hashOnlyClient(createClient({ url, lazy: true })));
}
