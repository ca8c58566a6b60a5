import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gqlDocumentModules } from './gqlDocumentModules';
import { HeaderViewerDocument, ReportPageDocument } from '../src/gql/graphql';

const gqlDirectory = path.join(import.meta.dirname, '../src/gql');
const plugin = gqlDocumentModules(gqlDirectory);
const context = {
  addWatchFile: () => undefined,
  error: (message: string) => {
    throw new Error(message);
  },
};

/** The plugin's module for one document, and that module's export, evaluated as a browser would. */
function documentModule(name: string) {
  const load = plugin.load as unknown as (this: typeof context, id: string) => { code: string };
  const { code } = load.call(context, `\0portal-gql-document:${name}`);
  const value: unknown = new Function(`${code.replace(/^export /, '')}\nreturn ${name};`)();
  return { code, value };
}

describe('gqlDocumentModules', () => {
  it('gives each document a module whose export equals the generated document', () => {
    expect(documentModule('HeaderViewerDocument').value).toEqual(HeaderViewerDocument);
    expect(documentModule('ReportPageDocument').value).toEqual(ReportPageDocument);
  });

  it('writes the document as JSON text that the browser parses, not as an object literal to compile', () => {
    expect(documentModule('ReportPageDocument').code).toMatch(/^export const ReportPageDocument = JSON\.parse\("\{.*\\"kind\\":\\"Document\\"/);
  });

  it("sends each value import of graphql.ts's documents to that document's module", () => {
    const transform = plugin.transform as unknown as (code: string, id: string) => { code: string } | null;
    const source = `import { HeaderViewerDocument, ReportPageDocument } from "../gql/graphql";\nuse(HeaderViewerDocument);`;
    expect(transform(source, path.join(gqlDirectory, '../layout/AccountMenu.tsx'))?.code).toBe(
      `import { HeaderViewerDocument } from "\\u0000portal-gql-document:HeaderViewerDocument"; import { ReportPageDocument } from "\\u0000portal-gql-document:ReportPageDocument";\nuse(HeaderViewerDocument);`,
    );
  });

  it('refuses a document graphql.ts does not have', () => {
    expect(() => documentModule('NoSuchDocument')).toThrow(/NoSuchDocument is not a document of .*graphql\.ts: run npm run codegen/);
  });
});
