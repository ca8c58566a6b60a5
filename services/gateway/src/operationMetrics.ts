// Per-operation metrics of the gateway through Hive gateway's Prometheus plugin, served by the same
// /metrics as the rest of the process's (server.ts). Into a registry of the runtime's own: the
// plugin clears its whole registry when its runtime is disposed, which must take neither
// graph-kit's metrics nor another runtime's (tests start several gateways) with it.
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { Logger as HiveLogger } from '@graphql-hive/logger';
import useMeshPrometheus from '@graphql-mesh/plugin-prometheus';
import type { Registry } from 'prom-client';

export function useOperationMetrics(log: HiveLogger, registry: Registry): GatewayPlugin {
  return useMeshPrometheus({
    log,
    registry,
    // Served by the gateway's own guarded /metrics (server.ts), never by the runtime.
    endpoint: false,
    metrics: {
      // Rate, latency and status per operation name and type.
      graphql_yoga_http_duration: true,
      graphql_envelop_request: true,
      graphql_envelop_request_duration: true,
      graphql_envelop_error_result: true,
      // Each subgraph's share, per operation.
      graphql_gateway_subgraph_execute_duration: true,
      graphql_gateway_subgraph_execute_errors: true,
      // Said off explicitly: the plugin turns on what is not named. Phases and fetches repeat the above.
      graphql_gateway_fetch_duration: false,
      graphql_envelop_phase_parse: false,
      graphql_envelop_phase_validate: false,
      graphql_envelop_phase_context: false,
      graphql_envelop_phase_execute: false,
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_request_time_summary: false,
      graphql_envelop_deprecated_field: false,
      graphql_envelop_schema_change: false,
    },
    // Never the URL: a GET carries the whole operation in it (unbounded labels, and what a caller sent).
    labels: { url: false, method: true, statusCode: true, operationName: true, operationType: true, subgraphName: true, fetchRequestHeaders: false, fetchResponseHeaders: false },
  });
}
