import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { CartApi } from './rest/cart.api.js';

export interface CommerceContext extends RequestContext {
  cart: CartApi;
}

export function createCommerceContext(base: RequestContext, transport: RestTransport): CommerceContext {
  return { ...base, cart: new CartApi(transport, base) };
}
