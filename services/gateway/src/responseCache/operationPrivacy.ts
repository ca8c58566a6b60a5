// Whether an operation may be answered from the shared cache, decided on its document and the
// schema (field names, not response keys: an alias does not hide a private field).
import { getNamedType, getOperationAST, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { PRIVATE, UNCACHED_WHEN_SIGNED_IN } from './cacheHints.js';

export interface OperationPrivacy {
  /** A query, not a mutation or subscription. */
  query: boolean;
  /** Selects a field in PRIVATE (or of, or returning, a PRIVATE type): never cached. */
  private: boolean;
  /** Selects a field cached only for anonymous readers. */
  uncachedWhenSignedIn: boolean;
}

const privateCoordinates = new Set(PRIVATE);
const signedInCoordinates = new Set(UNCACHED_WHEN_SIGNED_IN);
const verdicts = new WeakMap<DocumentNode, WeakMap<GraphQLSchema, OperationPrivacy>>();

export function operationPrivacy(document: DocumentNode, schema: GraphQLSchema, operationName?: string | null): OperationPrivacy {
  const bySchema = verdicts.get(document) ?? new WeakMap<GraphQLSchema, OperationPrivacy>();
  verdicts.set(document, bySchema);
  const known = bySchema.get(schema);
  if (known) return known;
  const verdict: OperationPrivacy = { query: getOperationAST(document, operationName)?.operation === 'query', private: false, uncachedWhenSignedIn: false };
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
        if (signedInCoordinates.has(coordinate)) verdict.uncachedWhenSignedIn = true;
      },
    }),
  );
  bySchema.set(schema, verdict);
  return verdict;
}
