// What the portal sells one at a time (spec 2 §3 cart, webinar item): restricted research (cart type
// RES) at a list price by its research type, and webinars with a price of their own. Prices are
// whole US cents so that totals add exactly; the server computes every total from here and the
// catalogue, never from a price a client sends.
import { DATA_SNAPSHOT_IP_TYPE, FORECAST_IP_TYPE, WAVE_IP_TYPE } from './insights.js';

export const CATALOGUE_CURRENCY = 'USD';

/** Spec 2 §3: the cart type of research. */
export const RESEARCH_CART_TYPE = 'RES';

export type CatalogueKind = 'research' | 'webinar';

/** A research report's list price by research type; a type without its own price sells at the default. */
const RESEARCH_LIST_PRICES_CENTS: Readonly<Record<string, number>> = {
  [WAVE_IP_TYPE]: 249_500,
  Landscape: 199_500,
  [FORECAST_IP_TYPE]: 149_500,
  [DATA_SNAPSHOT_IP_TYPE]: 49_500,
  Benchmark: 99_500,
};
const DEFAULT_RESEARCH_PRICE_CENTS = 79_500;

export function researchListPriceCents(ipType: string): number {
  return RESEARCH_LIST_PRICES_CENTS[ipType] ?? DEFAULT_RESEARCH_PRICE_CENTS;
}

/** A webinar's price is stored in whole dollars (the webinar service's `price`); 0 is free. */
export function webinarPriceCents(priceDollars: number): number {
  return Math.round(priceDollars * 100);
}

/** '$2,495.00' for 249500. */
export function formatPrice(cents: number, currency: string = CATALOGUE_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
