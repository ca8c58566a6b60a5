import { readFile } from 'node:fs/promises';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultSupergraphPath } from '../paths.js';
import { apiSchemaFromSupergraph } from './apiSchema.js';
import { undocumentedCoordinates } from './undocumented.js';

describe('descriptions on every public type and field of the API schema', () => {
  it('describes every type, field, argument, input field and enum value a partner can see', async () => {
    const schema = apiSchemaFromSupergraph(await readFile(defaultSupergraphPath, 'utf8'));
    // Fix: `description:` in the subgraph's type-graphql decorator (@ObjectType, @Field, @Arg,
    // @InputType, registerEnumType's valuesConfig), then write-schema, compose and codegen.
    expect(undocumentedCoordinates(schema)).toEqual([]);
  });

  it('finds types, fields, arguments, input fields and enum values without a description', () => {
    const schema = buildSchema(`
      """Described."""
      type Query { "Described." a(x: Int, "Described." y: Int): Int, b: Kind, c(input: In): Int }
      enum Kind { "Described." ONE TWO }
      input In { "Described." p: Int, q: Int }
    `);
    expect(undocumentedCoordinates(schema)).toEqual(['In', 'In.q', 'Kind', 'Kind.TWO', 'Query.a(x:)', 'Query.b', 'Query.c', 'Query.c(input:)']);
  });
});
