// The app's requests carry the hash codegen gave each document and no document text (issue #14).
import { describe, expect, it } from 'vitest';
import { HeaderViewerDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { documentHashOf, withoutPersistedText } from './persistedDocuments';

describe('persisted documents', () => {
  it("send the document's hash and no query text over HTTP, on the server's render too", async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/json' } });
    };
    const client = createApolloClient({ uri: 'http://127.0.0.1:4000/graphql', fetch, ssrMode: true });
    await client.query({ query: HeaderViewerDocument });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('query');
    expect(bodies[0]).toMatchObject({ operationName: 'HeaderViewer', extensions: { persistedQuery: { version: 1, sha256Hash: documentHashOf(HeaderViewerDocument) } } });
    expect(documentHashOf(HeaderViewerDocument)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('send an empty query over graphql-ws when the hash is there (the protocol wants a string)', () => {
    const extensions = { persistedQuery: { version: 1, sha256Hash: 'sha256:ab' } };
    expect(withoutPersistedText({ query: 'subscription AskAssistant { x }', extensions })).toEqual({ query: '', extensions });
    expect(withoutPersistedText({ query: '{ x }' })).toEqual({ query: '{ x }' });
  });

  it('refuse a document that codegen did not write', () => {
    expect(() => documentHashOf({ kind: 'Document', definitions: [] } as never)).toThrow('A GraphQL document without a persisted hash');
  });
});
