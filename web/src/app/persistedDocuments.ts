// Persisted documents (issue #14): the app sends each operation's hash, never its text. Codegen
// (/codegen.ts) writes every document with its sha256 in `__meta__.hash` and the list of known
// documents to src/gql/persisted-documents.json, which the gateway loads; in production it runs only
// those for the browser. Apollo's persisted-query link puts the hash in
// `extensions.persistedQuery.sha256Hash` and leaves the text out of the request.
import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import type { Client, SubscribePayload } from 'graphql-ws';

/** The hash codegen gave `document`; a document without one did not come from codegen. */
export function documentHashOf(document: DocumentNode): string {
  const hash = (document as DocumentNode & { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('A GraphQL document without a persisted hash: write it with graphql() and run the codegen');
  return hash;
}

export function createPersistedDocumentsLink(): ApolloLink {
  // Never falls back to sending the text: an unknown hash is an error to fix (a stale build), and
  // in production the gateway would refuse the text anyway.
  return new PersistedQueryLink({ generateHash: documentHashOf, retry: () => false, disable: () => false });
}

/**
 * graphql-ws wants a `query` string in every subscribe message: an operation that carries its hash
 * sends an empty one (the gateway then takes the document from its list).
 */
export function withoutPersistedText(payload: SubscribePayload): SubscribePayload {
  const persisted = (payload.extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
  return persisted ? { ...payload, query: '' } : payload;
}

/** A graphql-ws client whose operations send their hash only. */
export function hashOnlyClient(client: Client): Client {
  return {
    ...client,
    subscribe: (payload, sink) => client.subscribe(withoutPersistedText(payload), sink),
    iterate: (payload) => client.iterate(withoutPersistedText(payload)),
  };
}
