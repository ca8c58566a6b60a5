// Subscriptions (the assistant's streamed answer) go over graphql-ws to the gateway's own /graphql,
// the same origin as every query. Browser only: the server's render never subscribes, and must not
// open a socket. Lazy, so no socket opens until a subscription starts, and it closes with the last
// one; and graphql-ws itself loads when the first subscription starts (issue #14).
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';

/** The WebSocket URL of an HTTP GraphQL endpoint, relative or absolute: ws for http, wss for https. */
export function webSocketUrlOf(uri: string, base: string): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export function createSubscriptionLink(url: string): ApolloLink {
  let webSocketLink: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    // Its bundle unreachable (offline, a deploy that removed it): the subscription errors, and the
    // next one tries again.
    webSocketLink ??= import('./webSocketLink').then(
      (module) => module.createWebSocketLink(url),
      (error: unknown) => {
        webSocketLink = undefined;
        throw error;
      },
    );
    return from(webSocketLink).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}

/** Subscriptions to `subscriptions`, queries and mutations to `http`. */
export function splitSubscriptions(subscriptions: ApolloLink, http: ApolloLink): ApolloLink {
  return ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, subscriptions, http);
}
