import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compareWithReleased } from './breakingChanges.js';

const compare = async (released: string, current: string) => {
  const { breaking, dangerous } = await compareWithReleased(buildSchema(released), buildSchema(current));
  return { breaking: breaking.map((c) => c.path), dangerous: dangerous.map((c) => c.path) };
};

describe('the released schema against the current one: deprecation before removal', () => {
  it('fails when a field is removed without a deprecation first', async () => {
    expect(await compare('type Query { a: Int, b: Int }', 'type Query { a: Int }')).toEqual({ breaking: ['Query.b'], dangerous: [] });
  });

  it('lets a field go that the released schema marked @deprecated, reporting it as dangerous', async () => {
    expect(await compare('type Query { a: Int, b: Int @deprecated(reason: "Use a") }', 'type Query { a: Int }')).toEqual({
      breaking: [],
      dangerous: ['Query.b'],
    });
  });

  it('lets a deprecated field change its type, but not a live one', async () => {
    expect(await compare('type Query { a: Int, b: Int @deprecated }', 'type Query { a: String, b: String }')).toEqual({
      breaking: ['Query.a'],
      dangerous: ['Query.b'],
    });
  });

  it('applies the same rule to enum values and arguments', async () => {
    const released = 'enum K { ONE TWO @deprecated THREE } type Query { a(x: Int, y: Int @deprecated): K }';
    const current = 'enum K { ONE } type Query { a: K }';
    const { breaking, dangerous } = await compare(released, current);
    expect(breaking.sort()).toEqual(['K.THREE', 'Query.a.x']);
    expect(dangerous.sort()).toEqual(['K.TWO', 'Query.a.y']);
  });

  it('passes additions: a new field, type or optional argument', async () => {
    // graphql-inspector calls a new optional argument dangerous (it may change what the field returns).
    expect(await compare('type Query { a: Int }', 'type Query { a(x: Int): Int, b: B } type B { c: Int }')).toEqual({
      breaking: [],
      dangerous: ['Query.a.x'],
    });
  });

  it('still fails a type removed, which cannot be deprecated', async () => {
    const { breaking } = await compare('type Query { a: Int, b: B @deprecated } type B { c: Int }', 'type Query { a: Int }');
    expect(breaking).toEqual(['B']);
  });
});
