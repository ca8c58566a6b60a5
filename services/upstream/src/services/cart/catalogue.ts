// The catalogue: what each content id sells for, read from the content tables at the moment of
// asking. Cart listings, checkout totals and orders all price through here, so a price a client
// sends is never used. Only what is sold is returned: public research and free webinars are not.
import { inArray } from 'drizzle-orm';
import { CATALOGUE_CURRENCY, RESEARCH_CART_TYPE, researchListPriceCents, webinarPriceCents, type CatalogueKind } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { research, webinars } from '../../db/schema.js';
import { contentHeadOf } from '../contentHead.js';

export interface CatalogueItem {
  contentId: string;
  kind: CatalogueKind;
  /** Spec 2 §3: RES for research; webinars carry their own type. */
  cartType: string;
  title: string;
  path: string;
  image: string | null;
  priceCents: number;
  currency: string;
  /** Research only: the subscription products that include it (a subscriber of one need not buy). */
  products: readonly string[];
}

export async function findCatalogueItems(db: Database, contentIds: readonly string[]): Promise<Map<string, CatalogueItem>> {
  const ids = [...new Set(contentIds)];
  if (ids.length === 0) return new Map();
  const [reports, events] = await Promise.all([
    db.select().from(research).where(inArray(research.id, ids)),
    db.select().from(webinars).where(inArray(webinars.id, ids)),
  ]);
  const items = new Map<string, CatalogueItem>();
  for (const row of reports) {
    if (row.access !== 'restricted') continue;
    const head = contentHeadOf(row);
    items.set(row.id, { contentId: row.id, kind: 'research', cartType: RESEARCH_CART_TYPE, title: head.title, path: head.path, image: null, priceCents: researchListPriceCents(row.ipType), currency: CATALOGUE_CURRENCY, products: row.products });
  }
  for (const row of events) {
    if (row.price <= 0) continue;
    const head = contentHeadOf(row);
    items.set(row.id, { contentId: row.id, kind: 'webinar', cartType: row.webinarType, title: head.title, path: head.path, image: row.editorialImage, priceCents: webinarPriceCents(row.price), currency: CATALOGUE_CURRENCY, products: [] });
  }
  return items;
}
