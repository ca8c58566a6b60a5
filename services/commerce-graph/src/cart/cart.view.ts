import type { CartDto } from '@portal/contracts';
import type { CartApi } from '../rest/cart.api.js';

/**
 * The request's view of the caller's cart: the count and the listing, each asked for once per
 * request and only when a field needs it; a mutation forgets them so the Cart it returns is fresh.
 */
export class CartView {
  private countCall?: Promise<number>;
  private listCall?: Promise<CartDto>;

  constructor(
    private readonly api: CartApi,
    private readonly hasOwner: boolean,
  ) {}

  count(): Promise<number> {
    // Nobody to own a cart (no user, no visitor cookie yet): it is empty, no need to ask.
    if (!this.hasOwner) return Promise.resolve(0);
    this.countCall ??= this.api.count().then(({ count }) => count);
    return this.countCall;
  }

  list(): Promise<CartDto | null> {
    if (!this.hasOwner) return Promise.resolve(null);
    this.listCall ??= this.api.list();
    return this.listCall;
  }

  forget(): void {
    this.countCall = undefined;
    this.listCall = undefined;
  }
}
