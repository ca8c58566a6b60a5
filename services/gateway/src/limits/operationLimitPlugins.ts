import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { VisitorContext } from '../subgraphHeaders.js';
import type { CostRateLimiter } from './costRateLimiter.js';
import { limitRules } from './limitRules.js';
import { SUBGRAPH_RESPONSE_MAX_BYTES, type OperationLimits } from './operationLimits.js';
import { useCostLimit } from './useCostLimit.js';
import { useRateLimit } from './useRateLimit.js';
import { useSubgraphResponseCap } from './useSubgraphResponseCap.js';

/**
 * Every bound on an operation, in the order they apply: its shape (depth, aliases, directives) in
 * validation, then its estimated cost, then the caller's budget; all before any subgraph is asked.
 * (Tokens are capped earlier, at parse: maxTokens.ts.) Then what each subgraph answers is capped.
 */
export function operationLimitPlugins(limits: OperationLimits, rateLimiter?: CostRateLimiter): GatewayPlugin<VisitorContext>[] {
  const rules = limitRules(limits);
  // The shape rules read the document alone (not variables nor caller), and the runtime's parse
  // cache hands the same DocumentNode to every request with the same text: checked once per
  // document and schema, not once per request (about 2% of the gateway's CPU under load).
  const checked = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, readonly GraphQLError[]>>();
  const limitErrors = (schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] => {
    let bySchema = checked.get(schema);
    if (!bySchema) checked.set(schema, (bySchema = new WeakMap()));
    let errors = bySchema.get(document);
    if (!errors) bySchema.set(document, (errors = validate(schema, document, rules)));
    return errors;
  };
  return [
    {
      // On their own, before graphql-js's rules: those compare every pair of fields
      // (OverlappingFieldsCanBeMerged), which is slow on the very floods these limits refuse.
      onValidate({ params, setResult }) {
        const errors = limitErrors(params.schema, params.documentAST);
        if (errors.length > 0) setResult([...errors]);
      },
    },
    useCostLimit(limits, limits.maxCost) as GatewayPlugin<VisitorContext>,
    ...(rateLimiter ? [useRateLimit(rateLimiter)] : []),
    useSubgraphResponseCap(SUBGRAPH_RESPONSE_MAX_BYTES) as GatewayPlugin<VisitorContext>,
  ];
}
