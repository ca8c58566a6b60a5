import { unifiedGraphHandler } from '@graphql-hive/router-runtime';

/**
 * Which query planner plans the supergraph's operations (GATEWAY_QUERY_PLANNER): `js` (the
 * runtime's default, @graphql-tools/federation's stitching planner) or `rust` (Hive Router's
 * planner from @graphql-hive/router-runtime, compiled to a native addon). See bench/README.md,
 * "Gateway speed", for what each costs.
 */
export type QueryPlanner = 'js' | 'rust';

export function queryPlannerFromEnv(env: NodeJS.ProcessEnv = process.env): QueryPlanner {
  const value = env.GATEWAY_QUERY_PLANNER || 'js';
  if (value !== 'js' && value !== 'rust') throw new Error(`GATEWAY_QUERY_PLANNER must be js or rust, got ${value}`);
  return value;
}

/** The runtime option that selects the planner: none for the default. */
export function queryPlannerRuntimeOptions(planner: QueryPlanner): { unifiedGraphHandler?: typeof unifiedGraphHandler } {
  return planner === 'rust' ? { unifiedGraphHandler } : {};
}
