import type { RequestContext, RestTransport } from '@portal/graph-kit';
import { CartView } from './cart/cart.view.js';
import { createOfferLoader } from './purchase/purchase.loader.js';
import { CartApi } from './rest/cart.api.js';
import { CheckoutApi } from './rest/checkout.api.js';
import { ProductApi } from './rest/product.api.js';
import { QuoteApi } from './rest/quote.api.js';
import { WebinarRegistrationApi } from './rest/webinarRegistration.api.js';
import { createRegistrationLoader } from './webinar/webinar-registration.loader.js';

export interface CommerceContext extends RequestContext {
  cart: CartApi;
  /** The caller's cart as this request sees it (cart.view.ts). */
  cartView: CartView;
  checkout: CheckoutApi;
  products: ProductApi;
  quotes: QuoteApi;
  webinarRegistrations: WebinarRegistrationApi;
  loaders: { registration: ReturnType<typeof createRegistrationLoader>; offer: ReturnType<typeof createOfferLoader> };
}

export function createCommerceContext(base: RequestContext, transport: RestTransport): CommerceContext {
  const webinarRegistrations = new WebinarRegistrationApi(transport, base);
  const cart = new CartApi(transport, base);
  return {
    ...base,
    cart,
    cartView: new CartView(cart, Boolean(base.user || base.unregisteredUserId)),
    checkout: new CheckoutApi(transport, base),
    products: new ProductApi(transport, base),
    quotes: new QuoteApi(transport, base),
    webinarRegistrations,
    loaders: { registration: createRegistrationLoader(webinarRegistrations, base.user), offer: createOfferLoader(cart) },
  };
}
