import { readFileSync } from 'node:fs';
import {
  buildASTSchema, getIntrospectionQuery, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, parse, typeFromAST, validate,
  type DocumentNode, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webDocuments from '../../../../web/src/gql/graphql.js';
import { defaultSupergraphPath } from '../paths.js';
import { limitRules } from './limitRules.js';
import { operationCost } from './operationCost.js';
import { OPERATION_LIMITS } from './operationLimits.js';

const schema = buildASTSchema(parse(readFileSync(defaultSupergraphPath, 'utf8')), { assumeValidSDL: true });
const documents = Object.entries(webDocuments).filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'));

// Costs depend on variables (a `size`): every required variable gets a value, an Int the assumed list length.
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sampleValue(f.type)]));
  }
  return ({ Int: OPERATION_LIMITS.assumedListSize, Float: 1, Boolean: true } as Record<string, unknown>)[getNamedType(type).name] ?? 'RES100001';
}

function sampleVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((v) => [v.variable.name.value, sampleValue(typeFromAST(schema, v.type as never) as GraphQLInputType)]),
  );
}

const costOf = (document: DocumentNode) => operationCost({ schema, document, variables: sampleVariables(schema, document) }, OPERATION_LIMITS);

describe('the documents the web app ships', () => {
  it('are all here (codegen emits one per operation)', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)('%s passes the depth, alias and directive limits and the cost limit', (_name, document) => {
    expect(validate(schema, document, limitRules(OPERATION_LIMITS))).toEqual([]);
    expect(costOf(document)).toBeLessThanOrEqual(OPERATION_LIMITS.maxCost);
  });
});

describe('introspection', () => {
  it("the explorer's full introspection query passes every limit", () => {
    const document = parse(getIntrospectionQuery());
    expect(validate(schema, document, limitRules(OPERATION_LIMITS))).toEqual([]);
    expect(costOf(document)).toBeLessThanOrEqual(OPERATION_LIMITS.maxCost);
  });

  it('an introspection bomb (list fields nested in one another) is refused', () => {
    const bomb = parse('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(validate(schema, bomb, limitRules(OPERATION_LIMITS)).map((e) => e.message)).toEqual(['Introspection list nesting limit of 3 exceeded, found 4.']);
  });

  it('counts nesting through fragments', () => {
    const bomb = parse('{ __type(name: "Report") { ...F } } fragment F on __Type { fields { type { fields { type { fields { type { fields { name } } } } } } } }');
    expect(validate(schema, bomb, limitRules(OPERATION_LIMITS)).map((e) => e.message)).toEqual(['Introspection list nesting limit of 3 exceeded, found 4.']);
  });
});
