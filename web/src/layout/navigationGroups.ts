// How the new navigation (release_new_navigation_changes) groups a menu's links: the Functions
// menu in 'Your Function' (the functions the reader subscribes to) and 'Related Functions' (spec 3
// §2), any other menu as one group. Empty groups are left out.

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
