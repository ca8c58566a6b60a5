// Subscriptions (the assistant's streamed answer) go over graphql-ws to the gateway's own /graphql,
// the same origin as every query. Browser only: the server's render never subscribes, and must not
// open a socket. Lazy, so no socket opens until a subscription starts, and it closes with the last one.
import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { hashOnlyClient } from './persistedDocuments';

/** The WebSocket URL of an HTTP GraphQL endpoint, relative or absolute: ws for http, wss for https. */
export function webSocketUrlOf(uri: string, base: string): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function createSubscriptionLink(url: string): ApolloLink {
  // The persisted-documents link above this one set the hash: the socket sends it, not the text.
  return new GraphQLWsLink(hashOnlyClient(createClient({ url, lazy: true })));
}

/** Subscriptions to `subscriptions`, queries and mutations to `http`. */
export function splitSubscriptions(subscriptions: ApolloLink, http: ApolloLink): ApolloLink {
  return ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, subscriptions, http);
}
