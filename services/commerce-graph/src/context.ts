import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { CartApi } from './rest/cart.api.js';
import { CheckoutApi } from './rest/checkout.api.js';
import { ProductApi } from './rest/product.api.js';
import { QuoteApi } from './rest/quote.api.js';
import { WebinarRegistrationApi } from './rest/webinarRegistration.api.js';
import { createRegistrationLoader } from './webinar/webinar-registration.loader.js';

export interface CommerceContext extends RequestContext {
  cart: CartApi;
  checkout: CheckoutApi;
  products: ProductApi;
  quotes: QuoteApi;
  webinarRegistrations: WebinarRegistrationApi;
  loaders: { registration: ReturnType<typeof createRegistrationLoader> };
}

export function createCommerceContext(base: RequestContext, transport: RestTransport): CommerceContext {
  const webinarRegistrations = new WebinarRegistrationApi(transport, base);
  return {
    ...base,
    cart: new CartApi(transport, base),
    checkout: new CheckoutApi(transport, base),
    products: new ProductApi(transport, base),
    quotes: new QuoteApi(transport, base),
    webinarRegistrations,
    loaders: { registration: createRegistrationLoader(webinarRegistrations, base.user) },
  };
}
