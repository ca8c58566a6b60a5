// Per-operation metrics of the gateway through Hive gateway's Prometheus plugin, served by the same
// /metrics as the rest of the process's (server.ts). Into a registry of the runtime's own: the
// plugin clears its whole registry when its runtime is disposed, which must take neither
// graph-kit's metrics nor another runtime's (tests start several gateways) with it.
//
// Every label value must come from a bounded set: each new value is a new time series kept in
// memory for the life of the process. The operation name is the caller's text (a partner's or the
// explorer's document, or the operationName of any request), so it is a label only when it names
// one of the web app's persisted operations; any other name counts as OTHER_OPERATION. The error
// path is left out for the same reason (its keys are the caller's aliases).
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import type { Logger as HiveLogger } from '@graphql-hive/logger';
import useMeshPrometheus, { createCounter, createHistogram } from '@graphql-mesh/plugin-prometheus';
import { OPERATION_LABEL_HEADER } from '@portal/graph-kit/observability';
import { Kind, parse } from 'graphql';
import type { Registry } from 'prom-client';
import type { PersistedDocuments } from './persistedDocuments.js';

/** The label of an operation whose name is not one of the known ones. */
export const OTHER_OPERATION = 'other';
/** The label of an operation without a name (as the plugin has it). */
const ANONYMOUS = 'Anonymous';

/** The names of the operations in the web app's manifest: the only names that become labels. */
export function operationNamesOf(documents: PersistedDocuments): ReadonlySet<string> {
  const names = new Set<string>();
  for (const text of documents.values()) {
    for (const definition of parse(text, { noLocation: true }).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
    }
  }
  return names;
}

/** The operation name as a label: a known name, Anonymous, or OTHER_OPERATION. */
export function operationNameLabel(known: ReadonlySet<string>, name: string | null | undefined): string {
  if (!name) return ANONYMOUS;
  return known.has(name) ? name : OTHER_OPERATION;
}

/** The operation type as a label: one of GraphQL's three, else unknown (a request that did not parse). */
function operationTypeLabel(type: string | null | undefined): string {
  return type === 'query' || type === 'mutation' || type === 'subscription' ? type : 'unknown';
}

/**
 * Tells each subgraph the operation's label (OPERATION_LABEL_HEADER), for its own operation metrics:
 * the planner passes the caller's operation name on to the subgraphs as written. Through the
 * request's extension headers, as the runtime's own header propagation does.
 */
export function useOperationLabelHeader(knownOperationNames: ReadonlySet<string>): GatewayPlugin {
  return {
    onSubgraphExecute({ executionRequest }) {
      const extensions = (executionRequest.extensions ??= {});
      extensions.headers = { ...(extensions.headers as Record<string, string> | undefined), [OPERATION_LABEL_HEADER]: operationNameLabel(knownOperationNames, executionRequest.operationName) };
    },
  };
}

export function useOperationMetrics(log: HiveLogger, registry: Registry, knownOperationNames: ReadonlySet<string>): GatewayPlugin {
  const operation = (params: { operationName?: string | null; operationType?: string | null }) => ({
    operationType: operationTypeLabel(params.operationType),
    operationName: operationNameLabel(knownOperationNames, params.operationName),
  });
  const subgraphOperation = ({ subgraphName, executionRequest }: { subgraphName: string; executionRequest: { operationName?: string; operationType?: string } }) => ({
    subgraphName,
    operationName: operationNameLabel(knownOperationNames, executionRequest.operationName),
    operationType: operationTypeLabel(executionRequest.operationType ?? 'query'),
  });
  return useMeshPrometheus({
    log,
    registry,
    // Served by the gateway's own guarded /metrics (server.ts), never by the runtime.
    endpoint: false,
    // The plugin's own metrics and names, with the labels above in place of its fill functions.
    metrics: {
      // Rate, latency and status per operation name and type. Never the URL: a GET carries the
      // whole operation in it (unbounded, and what a caller sent).
      graphql_yoga_http_duration: createHistogram({
        registry,
        histogram: { name: 'graphql_yoga_http_duration', help: 'Time spent on HTTP connection', labelNames: ['method', 'statusCode', 'operationType', 'operationName'] },
        fillLabelsFn: (params, { request, response }: { request: Request; response: Response }) => ({
          method: request.method,
          statusCode: response.status,
          ...operation(params),
        }),
        phases: ['request'],
      }),
      graphql_envelop_request: createCounter({
        registry,
        counter: { name: 'graphql_envelop_request', help: 'Counts the amount of GraphQL requests executed through Envelop', labelNames: ['operationType', 'operationName'] },
        fillLabelsFn: operation,
        phases: ['execute', 'subscribe'],
      }),
      graphql_envelop_request_duration: createHistogram({
        registry,
        histogram: { name: 'graphql_envelop_request_duration', help: 'Time spent on running the GraphQL operation from parse to execute', labelNames: ['operationType', 'operationName'] },
        fillLabelsFn: operation,
        phases: ['execute', 'subscribe'],
      }),
      graphql_envelop_error_result: createCounter({
        registry,
        counter: { name: 'graphql_envelop_error_result', help: 'Counts the amount of errors reported from all phases', labelNames: ['operationType', 'operationName', 'phase'] },
        fillLabelsFn: (params) => ({ ...operation(params), phase: params.errorPhase ?? 'unknown' }),
        phases: ['parse', 'validate', 'context', 'execute', 'subscribe'],
      }),
      // Each subgraph's share, per operation (the planner passes the caller's operation name on).
      graphql_gateway_subgraph_execute_duration: createHistogram({
        registry,
        histogram: { name: 'graphql_gateway_subgraph_execute_duration', help: 'Time spent on subgraph execution', labelNames: ['subgraphName', 'operationName', 'operationType'] },
        fillLabelsFn: subgraphOperation,
        phases: ['subgraphExecute'],
      }),
      graphql_gateway_subgraph_execute_errors: createCounter({
        registry,
        counter: { name: 'graphql_gateway_subgraph_execute_errors', help: 'Number of errors on subgraph execution', labelNames: ['subgraphName', 'operationName', 'operationType'] },
        fillLabelsFn: subgraphOperation,
        phases: ['subgraphExecute'],
      }),
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
  });
}
