// What a caller may buy: what the catalogue sells (restricted research, paid webinars) less what
// they already have: research their subscriptions (or a purchase) let them read, a webinar they are
// registered for. One rule for adding, for the offers the pages show and for the sign-in merge.
import type { Database } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { canRead, readerOf } from '../research/access.js';
import { findRegistrations } from '../webinarRegistration/registrationStore.js';
import { findCatalogueItems, type CatalogueItem } from './catalogue.js';

export const notForSaleMessage = (contentId: string) => `${contentId} is not for sale: only restricted research and paid webinars can be bought`;
export const alreadyIncludedMessage = (contentId: string) => `${contentId} is already yours: your subscription or registration includes it`;

export interface Purchasable {
  /** What the catalogue sells among the ids asked. */
  forSale: Map<string, CatalogueItem>;
  /** Of those, what the caller may buy (not already theirs). */
  buyable: Map<string, CatalogueItem>;
}

export async function purchasableFor(db: Database, caller: Caller, contentIds: readonly string[]): Promise<Purchasable> {
  const forSale = await findCatalogueItems(db, contentIds);
  if (caller.userId === null || forSale.size === 0) return { forSale, buyable: forSale };
  const webinarIds = [...forSale.values()].filter((item) => item.kind === 'webinar').map((item) => item.contentId);
  const [reader, registrations] = await Promise.all([
    readerOf(db, caller),
    webinarIds.length === 0 ? [] : findRegistrations(db, caller.userId, webinarIds),
  ]);
  const registered = new Set(registrations.map((row) => row.webinarId));
  const buyable = new Map(
    [...forSale].filter(([id, item]) =>
      item.kind === 'research'
        ? !canRead(reader, { id, access: 'restricted', products: item.products })
        : !registered.has(id),
    ),
  );
  return { forSale, buyable };
}
