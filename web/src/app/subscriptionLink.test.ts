import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { AskAssistantDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { webSocketUrlOf } from './subscriptionLink';

describe('subscriptions over graphql-ws', () => {
  it("use the page's own origin: ws for http, wss for https", () => {
    expect(webSocketUrlOf('/graphql', 'https://portal.example/report/RES100001')).toBe('wss://portal.example/graphql');
    expect(webSocketUrlOf('/graphql', 'http://127.0.0.1:4000/')).toBe('ws://127.0.0.1:4000/graphql');
    expect(webSocketUrlOf('http://127.0.0.1:4000/graphql', 'http://ignored.example/')).toBe('ws://127.0.0.1:4000/graphql');
  });

  it("are not wired into the server's render: a subscription there goes to its fetch, never a socket", async () => {
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      asked.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
      return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
    };
    const client = createApolloClient({ uri: 'http://127.0.0.1:4000/graphql', fetch, ssrMode: true });
    await lastValueFrom(client.subscribe({ query: AskAssistantDocument, variables: { contentId: 'RES100001', question: 'Why?' } }), { defaultValue: undefined });
    expect(asked).toEqual(['AskAssistant']);
  });
});
