// One codegen config: the composed supergraph -> typed documents for the web app.
// Paths are resolved from this file, because `npm run codegen -w @portal/web` runs it from web/.
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameToDocument } from '@apollo/client/utilities';

const root = import.meta.dirname;
const out = path.resolve(root, 'web/src/gql');

const config: CodegenConfig = {
  schema: path.resolve(root, 'services/gateway/supergraph.graphql'),
  documents: [path.resolve(root, 'web/src/**/*.tsx'), `!${out}/**`],
  generates: {
    [`${out}/`]: {
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        // persisted-documents.json (sha256 -> document) is the gateway's list of known operations;
        // each generated document carries its hash (__meta__.hash), which is all the app sends.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      // The gateway runs the manifest's text, not what Apollo Client would have sent: so the manifest
      // carries the __typename fields Apollo adds (its cache needs them), added by Apollo's own transform.
      documentTransforms: [{ transform: ({ documents }) => documents.map((source) => ({ ...source, document: source.document && addTypenameToDocument(source.document) })) }],
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { ID: 'string' } },
    },
    // Apollo's cache needs the members of each union to match fragments on them.
    [`${out}/possibleTypes.ts`]: {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
