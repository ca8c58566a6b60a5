// The header's notification states (spec 3 §3, §4): a notification is loading while it is being
// marked read, read on success; loading is cleared on failure. Delete-all empties the list.
export interface NotificationState {
  id: string;
  isRead: boolean;
  isLoading: boolean;
}

/** The unread ids, comma-joined as the service takes them (spec 3 §7). */
export function unreadIds(list: readonly { id: string; isRead: boolean }[]): string[] {
  return list.filter((n) => !n.isRead).map((n) => n.id);
}

export function withLoading<T extends { id: string }>(list: readonly T[], loadingIds: ReadonlySet<string>): (T & { isLoading: boolean })[] {
  return list.map((n) => ({ ...n, isLoading: loadingIds.has(n.id) }));
}

export function startMarking(loadingIds: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return new Set([...loadingIds, ...ids]);
}

/** After the call, success or failure: those ids are no longer loading (read-ness comes from the answer). */
export function finishMarking(loadingIds: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(loadingIds);
  for (const id of ids) next.delete(id);
  return next;
}

const BADGE_MAX = 99;

/** What the button's badge shows: the count, capped as badges are ('99+'). */
export function unreadBadgeText(unread: number): string {
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** The button's name holds the badge's own words, so what a reader sees is what a voice user says. */
export function notificationsButtonLabel(unread: number): string {
  return unread === 0 ? 'Notifications' : `Notifications, ${unreadBadgeText(unread)} unread`;
}
