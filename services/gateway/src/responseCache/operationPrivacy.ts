// Whether an operation may be answered from the shared cache, decided on its document and the
// schema (field names, not response keys: an alias does not hide a private field).
import { getNamedType, getOperationAST, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { ENTITLEMENT_CHANGES, PRIVATE } from './cacheHints.js';

export interface OperationPrivacy {
  /** A query, not a mutation or subscription. */
  query: boolean;
  /** Selects a field in PRIVATE (or of, or returning, a PRIVATE type): never cached. */
  private: boolean;
  /** Selects a mutation in ENTITLEMENT_CHANGES: the caller's cached answers are dropped after it. */
  changesEntitlements: boolean;
}

const privateCoordinates = new Set(PRIVATE);
const entitlementChanges = new Set(ENTITLEMENT_CHANGES);
// Per document, schema and operation name: one document may hold a query and a mutation, and
// `query` is the named operation's (the fields are the whole document's, which only errs to private).
const verdicts = new WeakMap<DocumentNode, WeakMap<GraphQLSchema, Map<string, OperationPrivacy>>>();

export function operationPrivacy(document: DocumentNode, schema: GraphQLSchema, operationName?: string | null): OperationPrivacy {
  const bySchema = verdicts.get(document) ?? new WeakMap<GraphQLSchema, Map<string, OperationPrivacy>>();
  verdicts.set(document, bySchema);
  const byName = bySchema.get(schema) ?? new Map<string, OperationPrivacy>();
  bySchema.set(schema, byName);
  const known = byName.get(operationName ?? '');
  if (known) return known;
  const verdict: OperationPrivacy = { query: getOperationAST(document, operationName)?.operation === 'query', private: false, changesEntitlements: false };
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType()?.name;
        const returned = typeInfo.getType();
        const coordinate = `${parent}.${node.name.value}`;
        if (privateCoordinates.has(coordinate) || (parent && privateCoordinates.has(parent)) || (returned && privateCoordinates.has(getNamedType(returned).name))) {
          verdict.private = true;
        }
        if (entitlementChanges.has(coordinate)) verdict.changesEntitlements = true;
      },
    }),
  );
  byName.set(operationName ?? '', verdict);
  return verdict;
}
