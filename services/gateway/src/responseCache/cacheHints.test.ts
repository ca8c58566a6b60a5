// The cache hints against the schema and the subgraph resolvers: a field whose resolver reads the
// caller must be private, so that a new user field without a hint fails here rather than being
// shared between readers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, getNamedType, isObjectType, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultSupergraphPath, repoRoot } from '../paths.js';
import { callerDependentCoordinates } from './callerFields.js';
import { ENTITLEMENT_CHANGES, PRIVATE, TTL_PER_SCHEMA_COORDINATE } from './cacheHints.js';
import { operationPrivacy } from './operationPrivacy.js';

const schema: GraphQLSchema = buildASTSchema(parse(readFileSync(defaultSupergraphPath, 'utf8')), { assumeValidSDL: true });
const objectTypes = Object.values(schema.getTypeMap()).filter(isObjectType);

/** `Type.field`, or every `X.field` when the resolver serves several types. */
function expand(coordinate: string): string[] {
  const [type, field] = coordinate.split('.') as [string, string];
  if (schema.getType(type)) return [coordinate];
  return objectTypes.filter((t) => field in t.getFields()).map((t) => `${t.name}.${field}`);
}

function covered(coordinate: string): boolean {
  const [type, field] = coordinate.split('.') as [string, string];
  const definition = (schema.getType(type) as { getFields?: () => Record<string, { type: Parameters<typeof getNamedType>[0] }> })?.getFields?.()[field];
  return (
    PRIVATE.includes(coordinate) ||
    PRIVATE.includes(type) ||
    (definition !== undefined && PRIVATE.includes(getNamedType(definition.type).name))
  );
}

function exists(coordinate: string): boolean {
  const [type, field] = coordinate.split('.') as [string, string | undefined];
  const found = schema.getType(type);
  if (!found) return false;
  return field === undefined || (isObjectType(found) && field in found.getFields());
}

describe('cache hints', () => {
  it('mark private every field whose subgraph resolver reads the caller', () => {
    const found = [...callerDependentCoordinates(path.join(repoRoot, 'services'))].flatMap(expand);
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((coordinate) => !covered(coordinate))).toEqual([]);
  });

  it('name only types and fields of the supergraph', () => {
    const named = [...PRIVATE, ...ENTITLEMENT_CHANGES, ...Object.keys(TTL_PER_SCHEMA_COORDINATE)];
    expect(named.filter((coordinate) => !exists(coordinate))).toEqual([]);
  });
});

describe('operationPrivacy', () => {
  const privacy = (query: string) => operationPrivacy(parse(query), schema);

  it('lets a public report query be shared', () => {
    expect(privacy('query { report(id: "RES1") { id title authors { id fullName } } }')).toEqual({ query: true, private: false, changesEntitlements: false });
  });

  it('finds a private field behind an alias or a fragment', () => {
    expect(privacy('{ report(id: "RES1") { id open: hasAccess } }').private).toBe(true);
    expect(privacy('{ report(id: "RES1") { ...F } } fragment F on Report { shareAccess { __typename } }').private).toBe(true);
  });

  it('finds a field of, or returning, a private type', () => {
    expect(privacy('{ viewer { __typename } }').private).toBe(true);
    expect(privacy('{ cart { __typename } }').private).toBe(true);
  });

  it('tells a mutation from a query', () => {
    expect(privacy('mutation { __typename }').query).toBe(false);
  });

  it("tells a document's query from its mutation, asked in either order", () => {
    const document = parse('query Read { report(id: "RES1") { id } } mutation Write { __typename }');
    expect(operationPrivacy(document, schema, 'Read').query).toBe(true);
    expect(operationPrivacy(document, schema, 'Write').query).toBe(false);
    expect(operationPrivacy(document, schema, 'Read').query).toBe(true);
  });

  it("finds a mutation that changes what the caller may read, behind an alias too", () => {
    expect(privacy('mutation ($t: String!) { open: redeemResearchShare(ticket: $t) { title } }').changesEntitlements).toBe(true);
    expect(privacy('mutation ($id: ID!) { saveItem(contentId: $id) { __typename } }').changesEntitlements).toBe(false);
    expect(privacy('mutation ($id: ID!) { recordReportView(id: $id) }')).toEqual({ query: false, private: false, changesEntitlements: false });
  });
});
