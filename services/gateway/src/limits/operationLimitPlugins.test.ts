// The shape limits are checked once per document: the same document refused again, a new one checked anew.
import { readFileSync } from 'node:fs';
import { buildASTSchema, parse, type GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultSupergraphPath } from '../paths.js';
import { operationLimitPlugins } from './operationLimitPlugins.js';
import { OPERATION_LIMITS } from './operationLimits.js';

const schema = buildASTSchema(parse(readFileSync(defaultSupergraphPath, 'utf8')), { assumeValidSDL: true });
const [shapePlugin] = operationLimitPlugins({ ...OPERATION_LIMITS, maxAliases: 1 });

function validateWith(documentText: string | ReturnType<typeof parse>) {
  const documentAST = typeof documentText === 'string' ? parse(documentText) : documentText;
  let result: readonly GraphQLError[] | undefined;
  const onValidate = shapePlugin!.onValidate as (payload: unknown) => void;
  onValidate({ params: { schema, documentAST }, setResult: (errors: readonly GraphQLError[]) => (result = errors) });
  return result;
}

describe('the shape limits', () => {
  const tooManyAliases = parse('{ a: cart { count } b: cart { count } }');

  it('refuse the same document object every time it comes back (the parse cache hands it out again)', () => {
    expect(validateWith(tooManyAliases)?.[0]?.message).toMatch(/Aliases limit of 1 exceeded/);
    expect(validateWith(tooManyAliases)?.[0]?.message).toMatch(/Aliases limit of 1 exceeded/);
  });

  it('let a document within the limits through, and still check a new document', () => {
    expect(validateWith('{ cart { count } }')).toBeUndefined();
    expect(validateWith('{ a: cart { count } b: cart { count } }')?.[0]?.message).toMatch(/Aliases limit of 1 exceeded/);
  });
});
