import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { validate } from 'graphql';
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
  return [
    {
      // On their own, before graphql-js's rules: those compare every pair of fields
      // (OverlappingFieldsCanBeMerged), which is slow on the very floods these limits refuse.
      onValidate({ params, setResult }) {
        const errors = validate(params.schema, params.documentAST, rules);
        if (errors.length > 0) setResult(errors);
      },
    },
    useCostLimit(limits, limits.maxCost) as GatewayPlugin<VisitorContext>,
    ...(rateLimiter ? [useRateLimit(rateLimiter)] : []),
    useSubgraphResponseCap(SUBGRAPH_RESPONSE_MAX_BYTES) as GatewayPlugin<VisitorContext>,
  ];
}
