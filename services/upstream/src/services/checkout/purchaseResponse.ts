// Spec 2 §3 purchase response, from a paid order and the buyer's webinar registrations.
import type { PurchaseResponseDto } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { findRegistrations } from '../webinarRegistration/registrationStore.js';
import type { OrderRow } from './db/schema.js';

/** Spec 1 §3: a peer discussion is a webinar of this type; buying one has its own success page. */
export const PEER_DISCUSSIONS_TYPE = 'Peer Discussions';

export async function purchaseResponseOf(db: Database, order: OrderRow): Promise<PurchaseResponseDto> {
  const webinarIds = order.items.filter((item) => item.kind === 'webinar').map((item) => item.contentId);
  const [registration] = await findRegistrations(db, order.userId, webinarIds);
  return {
    ...order.billing,
    maskedCCNumber: order.maskedCardNumber,
    cardBrand: order.cardBrand,
    transactionAmount: order.amountCents / 100,
    currency: order.currency,
    transactionID: order.transactionId ?? order.id,
    webinarPasscode: registration?.passcode ?? null,
    webinarEventNum: registration?.eventCode ?? null,
    purchaseItems: order.items,
    inService: order.items.some((item) => item.cartType === PEER_DISCUSSIONS_TYPE),
  };
}
