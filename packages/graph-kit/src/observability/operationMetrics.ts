import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlOperationDuration } from './metrics.js';

// Operation names come from documents the gateway plans: bounded, but cut short in case.
const MAX_OPERATION_LABEL = 64;

/** Observes each subgraph operation's latency by name and outcome (an error in the response or not). */
export function operationMetricsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const end = graphqlOperationDuration.startTimer();
      return {
        async willSendResponse({ operationName, errors }) {
          end({ operation: (operationName ?? '(anonymous)').slice(0, MAX_OPERATION_LABEL), outcome: errors?.length ? 'error' : 'ok' });
        },
      };
    },
  };
}
