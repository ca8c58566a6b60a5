// Whose cart a request means: the signed-in user's when there is one, else the visitor's (the
// portal_uid cookie the gateway sets, forwarded as x-unregistered-user-id).
import type { Caller } from '../../http/caller.js';

export const userCartKey = (userId: string) => `user:${userId}`;
export const visitorCartKey = (visitorId: string) => `visitor:${visitorId}`;

export function cartOwnerKey(caller: Caller): string | null {
  if (caller.userId !== null) return userCartKey(caller.userId);
  if (caller.visitorId !== null) return visitorCartKey(caller.visitorId);
  return null;
}
