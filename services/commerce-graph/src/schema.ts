import { buildSubgraph, emitSubgraphSdl, type SubgraphOptions } from '@portal/graph-kit';
import { CartResolver } from './cart/cart.resolver.js';
import { CheckoutResolver } from './checkout/checkout.resolver.js';
import { ProductResolver } from './product/product.resolver.js';
import { QuoteResolver } from './quote/quote.resolver.js';
import { WebinarRegistrationResolver } from './webinar/webinar.resolver.js';
import { webinarReference } from './webinar/webinar.reference.js';

const options: SubgraphOptions = {
  resolvers: [CartResolver, ProductResolver, QuoteResolver, WebinarRegistrationResolver, CheckoutResolver],
  referenceResolvers: webinarReference,
};

export function buildCommerceSubgraph() {
  return buildSubgraph(options);
}

export function commerceSubgraphSdl(): Promise<string> {
  return emitSubgraphSdl(options);
}
