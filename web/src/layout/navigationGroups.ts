// How a menu's links are grouped. An item whose data has sub-headers (spec 3 §3
// subHeaderMenuItems) is grouped by them, everywhere. Otherwise the new navigation
// (release_new_navigation_changes) groups the Functions menu in 'Your Function' (the functions the
// reader subscribes to) and 'Related Functions' (spec 3 §2), any other menu as one group. Empty
// groups are left out.

export interface NavigationGroup<T> {
  title: string | null;
  items: T[];
}

export const YOUR_FUNCTION = 'Your Function';
export const RELATED_FUNCTIONS = 'Related Functions';
const FUNCTION_KEY_PREFIX = 'function-';

export function navigationGroups<T extends { key: string }>(menuKey: string, items: T[], subscribedSlugs: ReadonlySet<string>): NavigationGroup<T>[] {
  if (menuKey !== 'functions') return [{ title: null, items }];
  const yours = items.filter((item) => subscribedSlugs.has(item.key.slice(FUNCTION_KEY_PREFIX.length)));
  const related = items.filter((item) => !yours.includes(item));
  return [
    { title: YOUR_FUNCTION, items: yours },
    { title: RELATED_FUNCTIONS, items: related },
  ].filter((group) => group.items.length > 0);
}

interface GroupedItem<T> {
  menuItems: T[];
  subHeaderMenuItems: { key: string; label: string; menuItems: { key: string }[] }[];
}

/**
 * The item's links under its sub-headers, each link taken from the item's own links by key (the
 * sub-headers name them, the links carry their fields); without sub-headers, one untitled group.
 */
export function subHeaderGroups<T extends { key: string }>(item: GroupedItem<T>): (NavigationGroup<T> & { key: string })[] {
  if (item.subHeaderMenuItems.length === 0) return [{ key: 'links', title: null, items: item.menuItems }];
  const byKey = new Map(item.menuItems.map((child) => [child.key, child]));
  return item.subHeaderMenuItems
    .map((group) => ({ key: group.key, title: group.label, items: group.menuItems.flatMap((child) => byKey.get(child.key) ?? []) }))
    .filter((group) => group.items.length > 0);
}
