// Persisted documents (issue #14): the web app sends the sha256 of each operation, never its text
// (web/src/app/persistedDocuments.ts), and the gateway runs the document of that hash from the
// manifest codegen writes, web/src/gql/persisted-documents.json (committed, read once at start).
// In production the browser may send nothing else: a document of its own is refused unless the
// caller is a partner (a verified bearer token) or the dev tools (the explorer) are on. Outside
// production any document is accepted, as before, for the explorer, tests and `npm run dev`.
// The gateway's own in-process operations (ownGraphql.ts) are its code, not a caller's text.
import { readFileSync } from 'node:fs';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { VisitorContext } from './subgraphHeaders.js';

export const PERSISTED_ONLY_MESSAGE = 'Only known operations are accepted; partners authenticate to send their own';

/** The manifest: hash ("sha256:<hex>") -> document text. */
export type PersistedDocuments = ReadonlyMap<string, string>;

export function loadPersistedDocuments(file: string): PersistedDocuments {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest));
}

/** Known documents only: in production (NODE_ENV=production) unless the dev tools are on. */
export function knownDocumentsOnlyFromEnv(env: NodeJS.ProcessEnv, devTools: boolean): boolean {
  return env.NODE_ENV === 'production' && !devTools;
}

/** Whether `caller` may send a document that is not in the manifest. */
export function mayRunArbitraryDocuments(knownDocumentsOnly: boolean, caller: VisitorContext | undefined): boolean {
  if (!knownDocumentsOnly) return true;
  return Boolean(caller?.partnerClientId) || caller?.ownOperation === true;
}

// The runtime asks allowArbitraryDocuments about the Request alone; the caller (who the gateway
// decided it is: session, bearer token) is the request's server context, remembered here. An HTTP
// request is remembered by the plugin below; a WebSocket operation's stand-in request by
// subscriptionServer.ts, which builds it.
const callers = new WeakMap<Request, VisitorContext>();

export function rememberCaller(request: Request, caller: VisitorContext): void {
  callers.set(request, caller);
}

/** The runtime's persistedDocuments option and the plugin it needs. */
export function persistedDocumentsRuntimeOptions(documents: PersistedDocuments, knownDocumentsOnly: boolean) {
  const rememberHttpCallers: GatewayPlugin<VisitorContext> = {
    onRequest({ request, serverContext }) {
      rememberCaller(request, serverContext as VisitorContext);
    },
  };
  return {
    persistedDocuments: {
      // The hash as codegen writes it, or its bare hex (Apollo's persisted-query link by default).
      getPersistedOperation: (hash: string) => documents.get(hash) ?? documents.get(`sha256:${hash}`) ?? null,
      allowArbitraryDocuments: (request: Request) => mayRunArbitraryDocuments(knownDocumentsOnly, callers.get(request)),
      customErrors: {
        // Apollo's name and code for an unknown hash (its link would retry with the text; ours does not).
        notFound: { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        persistedQueryOnly: { message: PERSISTED_ONLY_MESSAGE, extensions: { code: 'PERSISTED_QUERY_ONLY' } },
      },
    },
    plugin: rememberHttpCallers,
  };
}
