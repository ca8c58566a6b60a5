// Per-operation metrics of the gateway through Hive gateway's Prometheus plugin, into the same
// registry as the rest of the process's metrics (graph-kit), so one /metrics serves them all.
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { Logger as HiveLogger } from '@graphql-hive/logger';
import useMeshPrometheus from '@graphql-mesh/plugin-prometheus';
import { metricsRegistry } from '@portal/graph-kit/observability';

export function useOperationMetrics(log: HiveLogger): GatewayPlugin {
  return useMeshPrometheus({
    log,
    registry: metricsRegistry,
    // Served by the gateway's own guarded /metrics (server.ts), never by the runtime.
    endpoint: false,
    metrics: {
      // Rate, latency and status per operation name and type (graphql_yoga_http_duration).
      graphql_yoga_http_duration: true,
      graphql_envelop_request: true,
      graphql_envelop_request_duration: true,
      graphql_envelop_error_result: true,
      graphql_gateway_subgraph_execute_duration: true,
      graphql_gateway_subgraph_execute_errors: true,
    },
  });
}
