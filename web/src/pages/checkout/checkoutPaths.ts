// Spec 1 §2: the checkout routes.
export const CHECKOUT_PATH = '/checkout';
export const CHECKOUT_FAILED_PATH = '/checkout/failed';
export const CHECKOUT_PENDING_PATH = '/checkout/pending';
export const CHECKOUT_SUCCESS_PATH = '/checkout/success';
export const PEER_DISCUSSIONS_SUCCESS_PATH = '/checkout/peer-discussions/success';

/** Where a paid order is shown: its own page when it held a peer discussion (inService). */
export function successPathOf(sessionId: string, inService: boolean): string {
  return `${inService ? PEER_DISCUSSIONS_SUCCESS_PATH : CHECKOUT_SUCCESS_PATH}?sessionId=${encodeURIComponent(sessionId)}`;
}
