// One codegen config: the composed supergraph -> typed documents for the web app.
// Paths are resolved from this file, because `npm run codegen -w @portal/web` runs it from web/.
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = import.meta.dirname;
const out = path.resolve(root, 'web/src/gql');

const config: CodegenConfig = {
  schema: path.resolve(root, 'services/gateway/supergraph.graphql'),
  documents: [path.resolve(root, 'web/src/**/*.tsx'), `!${out}/**`],
  generates: {
    [`${out}/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
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
