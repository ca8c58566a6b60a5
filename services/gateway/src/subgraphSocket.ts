import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { CLIENT_IP_HEADER } from '@portal/graph-kit/client-ip';
import { subgraphHeaders, type VisitorContext } from './subgraphHeaders.js';

/**
 * A subscription reaches its subgraph over graphql-ws, where `propagateHeaders` does not apply:
 * the socket transport sends only its `connectionParams`, interpolated from the operation's
 * context. So the same headers every HTTP subgraph call carries are put on the context when a
 * subscription starts, and the transport reads them from there (graph-kit's subgraph server takes
 * a socket's connectionParams as its headers). The signed user context makes each reader's
 * subscriptions their own socket: the transport keeps one socket per distinct set of params.
 */
export interface SubgraphSocketParams {
  portalUser?: string;
  visitorId?: string;
  clientIp?: string;
}

export type SubgraphSocketContext = VisitorContext & { subgraphSocket?: SubgraphSocketParams };

/** The transport entry's connectionParams: header name -> where on the context its value is. */
export const SUBGRAPH_SOCKET_CONNECTION_PARAMS: Record<string, string> = {
  'x-portal-user': '{context.subgraphSocket.portalUser}',
  'x-unregistered-user-id': '{context.subgraphSocket.visitorId}',
  [CLIENT_IP_HEADER]: '{context.subgraphSocket.clientIp}',
};

export function useSubgraphSocketParams(userContextSecret: string | undefined): GatewayPlugin<VisitorContext> {
  return {
    async onSubscribe({ args }) {
      const context = args.contextValue as SubgraphSocketContext;
      const headers = await subgraphHeaders(context, userContextSecret);
      context.subgraphSocket = {
        portalUser: headers['x-portal-user'],
        visitorId: headers['x-unregistered-user-id'],
        clientIp: headers[CLIENT_IP_HEADER],
      };
    },
  };
}
