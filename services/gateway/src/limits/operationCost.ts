import { getNamedType, getNullableType, isCompositeType, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { OperationLimits } from './operationLimits.js';

/**
 * The portal's cost model, after the IBM/GraphQL cost directive's defaults that Hive's demand
 * control uses too: an object costs 1, a scalar 0, and a list multiplies what it holds by its
 * length: the `size` argument when the field takes one, else the assumed list size (a list that
 * is part of one document counts once). A root field
 * costs 10 on top (each is at least one upstream call) and a mutation 10 more (it writes).
 */
export const ROOT_FIELD_COST = 10;
export const MUTATION_COST = 10;

function portalEstimator({ assumedListSize, documentPartLists }: CostModel, rootTypeNames: Set<string>): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    // Introspection's answer is bounded by the schema, not by the caller: it costs nothing here
    // (and the explorer's full introspection query must pass).
    if (field.name.startsWith('__') || type.name.startsWith('__')) return 0;
    const returnType = getNullableType(field.type);
    const own = isCompositeType(getNamedType(returnType)) ? 1 : 0;
    const root = rootTypeNames.has(type.name) ? ROOT_FIELD_COST : 0;
    const length = typeof args.size === 'number' && args.size > 0 ? args.size : assumedListSize;
    const multiplier = isListType(returnType) && !documentPartLists.has(`${type.name}.${field.name}`) ? length : 1;
    return root + multiplier * (own + childComplexity);
  };
}

export type CostModel = Pick<OperationLimits, 'assumedListSize' | 'documentPartLists'>;

export interface CostQuery {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** The estimated cost of the operation a request runs; throws a GraphQLError when it cannot be estimated. */
export function operationCost({ schema, document, variables, operationName }: CostQuery, model: CostModel): number {
  const rootTypeNames = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((t) => (t ? [t.name] : [])));
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [portalEstimator(model, rootTypeNames)],
  });
  const operation = document.definitions.find(
    (d) => d.kind === 'OperationDefinition' && (!operationName || d.name?.value === operationName),
  );
  return cost + (operation && 'operation' in operation && operation.operation === 'mutation' ? MUTATION_COST : 0);
}
