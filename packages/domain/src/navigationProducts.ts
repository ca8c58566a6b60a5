// Which menus a caller may see and which one is shown (spec 3 §1, §6, §9; spec 1 §6).
import type { NavigationProduct } from './navigationRest.js';

/** Spec 3 §9: the active product when the cookie holds nothing usable. */
export const DEFAULT_PRODUCT: NavigationProduct = 'FD';
/** Spec 3 §6: the menu of anyone without a known product subscription. */
export const FALLBACK_PRODUCT: NavigationProduct = 'GUEST';
/** Spec 3 §9: the active product cookie and its lifetime (30 days). */
export const PRODUCT_COOKIE = 'portal_product';
export const PRODUCT_COOKIE_MAX_AGE_SECONDS = 2_592_000;

const PRODUCT_ORDER: NavigationProduct[] = ['FD', 'FMI', 'AOC'];

/** Subscription types (any case) to the product menus they open, in a fixed order; none → GUEST. */
export function productsForSubscriptions(subscriptions: readonly string[]): NavigationProduct[] {
  const held = new Set(subscriptions.map((s) => s.trim().toUpperCase()));
  const products = PRODUCT_ORDER.filter((p) => held.has(p));
  return products.length > 0 ? products : [FALLBACK_PRODUCT];
}

/**
 * The product whose menu is shown: the requested one when the caller has it, else the default
 * (FD) when the caller has that, else the caller's first product.
 */
export function chooseProduct(requested: string | null | undefined, available: readonly NavigationProduct[]): NavigationProduct {
  const wanted = requested?.trim().toUpperCase();
  const match = available.find((p) => p === wanted);
  if (match) return match;
  if (available.includes(DEFAULT_PRODUCT)) return DEFAULT_PRODUCT;
  return available[0] ?? FALLBACK_PRODUCT;
}

/** Spec 1 §6: FD for a caller who also holds FMI is the combined menu, FD's items then FMI's new ones. */
export function isCombinedMenu(product: NavigationProduct, available: readonly NavigationProduct[]): boolean {
  return product === 'FD' && available.includes('FMI');
}

export function combineMenus<Item extends { key: string }>(first: readonly Item[], second: readonly Item[]): Item[] {
  const keys = new Set(first.map((item) => item.key));
  return [...first, ...second.filter((item) => !keys.has(item.key))];
}
