import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { CartResolver } from './cart/cart.resolver.js';

const options: SubgraphOptions = { resolvers: [CartResolver] };

export function buildCommerceSubgraph() {
  return buildSubgraph(options);
}

export function commerceSubgraphSdl(): Promise<string> {
  return emitSubgraphSdl(options);
}
