import { describe, expect, it } from 'vitest';
import { HttpLink } from '@apollo/client';
import { createApolloClient } from './apollo';
import { webSocketUrlOf } from './subscriptionLink';

describe('subscriptions over graphql-ws', () => {
  it("use the page's own origin: ws for http, wss for https", () => {
    expect(webSocketUrlOf('/graphql', 'https://portal.example/report/RES100001')).toBe('wss://portal.example/graphql');
    expect(webSocketUrlOf('/graphql', 'http://127.0.0.1:4000/')).toBe('ws://127.0.0.1:4000/graphql');
    expect(webSocketUrlOf('http://127.0.0.1:4000/graphql', 'http://ignored.example/')).toBe('ws://127.0.0.1:4000/graphql');
  });

  it("are not wired into the server's render: its client has the HTTP link alone", () => {
    expect(createApolloClient({ uri: 'http://127.0.0.1:4000/graphql', ssrMode: true }).link).toBeInstanceOf(HttpLink);
    expect(createApolloClient().link).not.toBeInstanceOf(HttpLink);
  });
});
