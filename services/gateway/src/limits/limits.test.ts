import { readFileSync } from 'node:fs';
import {
  buildASTSchema, getIntrospectionQuery, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, parse, typeFromAST, validate,
  type DocumentNode, type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webDocuments from '../../../../web/src/gql/graphql.js';
import path from 'node:path';
import { defaultSupergraphPath, repoRoot } from '../paths.js';
import { DEFAULT_RATE_LIMIT_BUDGETS } from './rateLimitBudgets.js';
import { limitRules } from './limitRules.js';
import { operationCost } from './operationCost.js';
import { OPERATION_LIMITS, SUBGRAPH_RESPONSE_MAX_BYTES, SUBGRAPH_TIMEOUT_MS } from './operationLimits.js';

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

describe('the README', () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

  it('publishes the limits in force', () => {
    const L = OPERATION_LIMITS;
    for (const row of [
      `| depth (fragments flattened; introspection aside) | ${L.maxDepth} | \`Syntax Error: Query depth limit of ${L.maxDepth} exceeded`,
      `| aliases | ${L.maxAliases} | \`Syntax Error: Aliases limit of ${L.maxAliases} exceeded`,
      `| directives | ${L.maxDirectives} | \`Syntax Error: Directives limit of ${L.maxDirectives} exceeded`,
      `| tokens | ${L.maxTokens} | \`Syntax Error: Document contains more that ${L.maxTokens} tokens`,
      `| introspection list fields nested | ${L.maxIntrospectionListNesting} |`,
      `| estimated cost | ${L.maxCost} | \`Operation estimated cost N exceeded configured maximum ${L.maxCost}\``,
      `| gateway -> subgraph, per call | ${SUBGRAPH_TIMEOUT_MS / 1000} s`,
      `| a subgraph's answer read by the gateway | ${SUBGRAPH_RESPONSE_MAX_BYTES / 1024 / 1024} MiB`,
    ]) expect(readme).toContain(row);
  });

  it('publishes the rate-limit defaults', () => {
    const B = DEFAULT_RATE_LIMIT_BUDGETS;
    expect(readme).toContain(`| gateway | ${B.windowSeconds}, ${B.anonymousPoints}, ${B.userPoints}, ${B.partnerPoints}, ${B.minimumCharge}: the cost budgets`);
  });
});
