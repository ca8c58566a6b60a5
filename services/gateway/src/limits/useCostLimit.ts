import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { memoisedCost } from './costMemo.js';
import { operationCost, type CostModel } from './operationCost.js';

const costs = new WeakMap<object, number>();

/** The estimated cost of the operation running in `context`, once useCostLimit has let it through. */
export function estimatedCostOf(context: object): number | undefined {
  return costs.get(context);
}

interface OperationArgs {
  schema: GraphQLSchema;
  document: DocumentNode;
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
  contextValue: object;
}

function check(args: OperationArgs, costOf: ReturnType<typeof memoisedCost>, maxCost: number): GraphQLError | undefined {
  let cost: number;
  try {
    cost = costOf({ schema: args.schema, document: args.document, variables: args.variableValues, operationName: args.operationName });
  } catch (error) {
    // Variables that do not fit the operation: graphql-js's own message, as execution would give it.
    return error instanceof GraphQLError ? error : new GraphQLError('The operation could not be estimated', { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
  costs.set(args.contextValue, cost);
  if (cost <= maxCost) return undefined;
  // Hive Gateway's demand-control wording and code, so partners meet one vocabulary.
  return new GraphQLError(`Operation estimated cost ${cost} exceeded configured maximum ${maxCost}`, {
    extensions: { code: 'COST_ESTIMATED_TOO_EXPENSIVE', cost: { estimated: cost, max: maxCost }, http: { status: 400 } },
  });
}

/** Refuses, before anything reaches a subgraph, an operation whose estimated cost is above `maxCost`. */
export function useCostLimit(model: CostModel, maxCost: number): GatewayPlugin {
  const costOf = memoisedCost((query) => operationCost(query, model));
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args as OperationArgs, costOf, maxCost);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args as OperationArgs, costOf, maxCost);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
