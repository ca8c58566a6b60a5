// One module per generated document (issue #14). The client preset writes every document into
// src/gql/graphql.ts, and its babel optimizer turns each graphql(`...`) call into an import of
// that document from there; but a module is never split between bundles, so every page loaded
// all of the app's documents (a 450 kB chunk). This plugin sends each such import to a module
// holding that one document, copied from graphql.ts, so a page's bundles carry its own documents
// only. graphql.ts stays the one generated file (types, and the documents tests import).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0portal-gql-document:';
// A generated document is one line: `export const FooDocument = {...} as unknown as DocumentNode<...>;`
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
// A value import of one or more documents from graphql.ts, as the optimizer writes it.
const DOCUMENT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/gql\/graphql(?:\.ts)?)\2;?/g;
const DOCUMENT_NAME = /^\w+(?:Document|FragmentDoc)$/;

export function gqlDocumentModules(gqlDirectory: string): Plugin {
  const generated = path.join(gqlDirectory, 'graphql.ts');
  let documents: Map<string, string> | undefined;
  const documentsByName = () => {
    if (!documents) {
      documents = new Map();
      for (const [, name, body] of readFileSync(generated, 'utf8').matchAll(DOCUMENT_LINE)) documents.set(name!, body!);
    }
    return documents;
  };

  return {
    name: 'portal:gql-document-modules',
    // After the babel optimizer has written its imports.
    enforce: 'post',
    watchChange(id) {
      if (id === generated) documents = undefined;
    },
    transform(code, id) {
      if (!id.startsWith(path.dirname(gqlDirectory)) || id.startsWith(gqlDirectory) || !code.includes('/gql/graphql')) return null;
      let changed = false;
      const out = code.replace(DOCUMENT_IMPORT, (whole: string, names: string) => {
        const specifiers = names.split(',').map((s) => s.trim()).filter(Boolean);
        // Types and aliases stay as they are (a type import is gone by now anyway).
        if (specifiers.length === 0 || !specifiers.every((s) => DOCUMENT_NAME.test(s))) return whole;
        changed = true;
        return specifiers.map((name) => `import { ${name} } from ${JSON.stringify(PREFIX + name)};`).join(' ');
      });
      // Only import lines change, each on its own line: the source map stays right.
      return changed ? { code: out, map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      this.addWatchFile(generated);
      const name = id.slice(PREFIX.length);
      const body = documentsByName().get(name);
      if (!body) this.error(`${name} is not a document of ${generated}: run npm run codegen -w @portal/web`);
      // Parsed from a string: for an object this size V8 reads JSON faster than a literal's code
      // (bench/README.md, "Documents as JSON"). The generated body is JSON already.
      return { code: `export const ${name} = JSON.parse(${JSON.stringify(body)});\n`, moduleSideEffects: false };
    },
  };
}
