// Which menu item the current route selects (spec 3 §4, §9): recursive matching up to 6 levels,
// leading and trailing slashes ignored, and for insights/ and webinar/ paths the last segment
// dropped (a report or a webinar's own page keeps its section's item selected).
export const MENU_MATCH_DEPTH = 6;

const LAST_SEGMENT_DROPPED = ['insights', 'webinar'];

export interface MatchableMenuItem {
  key: string;
  path?: string | null;
  menuItems?: readonly MatchableMenuItem[] | null;
}

/** The path as compared: no leading or trailing slash, no query or hash, lower case. */
export function normalizeMenuPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** Route form for matching: insights/... and webinar/... paths lose their last segment. */
export function matchablePath(path: string): string {
  const normal = normalizeMenuPath(path);
  const segments = normal.split('/');
  if (segments.length > 1 && LAST_SEGMENT_DROPPED.includes(segments[0]!)) return segments.slice(0, -1).join('/');
  return normal;
}

/** An item's own path is compared as written (slashes aside) with the route, whole or shortened. */
function itemMatches(itemPath: string | null | undefined, routes: readonly string[]): boolean {
  return !!itemPath && routes.includes(normalizeMenuPath(itemPath));
}

/**
 * The keys of the items selected by the route, outermost first: an item is selected when its own
 * path matches or one of its descendants (within the depth limit) does.
 */
export function selectedMenuKeys(items: readonly MatchableMenuItem[], currentPath: string, depth = MENU_MATCH_DEPTH): string[] {
  const routes = [normalizeMenuPath(currentPath), matchablePath(currentPath)];
  const walk = (level: readonly MatchableMenuItem[], remaining: number): string[] => {
    if (remaining <= 0) return [];
    for (const item of level) {
      if (itemMatches(item.path, routes)) {
        const inner = walk(item.menuItems ?? [], remaining - 1);
        return [item.key, ...inner];
      }
      const inner = walk(item.menuItems ?? [], remaining - 1);
      if (inner.length > 0) return [item.key, ...inner];
    }
    return [];
  };
  return walk(items, depth);
}
