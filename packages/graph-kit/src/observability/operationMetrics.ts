import type { ApolloServerPlugin } from '@apollo/server';
import { graphqlOperationDuration } from './metrics.js';

/**
 * The operation's metrics label, set by the gateway (services/gateway/src/operationMetrics.ts): the
 * name of one of the web app's operations, or one word for every other. Not the operation name the
 * subgraph receives: the gateway passes a partner's or the explorer's name on as they wrote it, and
 * each new label value is a time series kept for the life of the process.
 */
export const OPERATION_LABEL_HEADER = 'x-portal-operation';

/** The label of a request that did not come through the gateway (or carried no usable label). */
export const UNLABELLED_OPERATION = 'unlabelled';

// A GraphQL name, as the gateway's labels are; anything else did not come from it.
const LABEL = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Observes each subgraph operation's latency by the gateway's label and outcome (an error in the response or not). */
export function operationMetricsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const end = graphqlOperationDuration.startTimer();
      const label = request.http?.headers.get(OPERATION_LABEL_HEADER);
      const operation = label && LABEL.test(label) ? label : UNLABELLED_OPERATION;
      return {
        async willSendResponse({ errors }) {
          end({ operation, outcome: errors?.length ? 'error' : 'ok' });
        },
      };
    },
  };
}
