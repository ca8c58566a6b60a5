// /functions/{slug}/{id?}/* and /services/{slug}/{id?}/* (spec 1 §2): after the slug, an optional
// SER id, then the tab's slug (spec 3 §2: tabs are selected by the last path segment).
export function parseFunctionPath(splat: string): { id: string | null; tab: string | null } {
  const segments = splat.split('/').filter((segment) => segment !== '');
  const id = segments[0] && /^SER\d+$/.test(segments[0]) ? segments[0] : null;
  const rest = id === null ? segments : segments.slice(1);
  return { id, tab: rest.at(-1) ?? null };
}

/** Where a function's tab lives: the base path (slug and id) plus the tab slug. */
export function functionTabHref(base: string, tabSlug: string, firstTabSlug: string): string {
  return tabSlug === firstTabSlug ? base : `${base}/${tabSlug}`;
}

/**
 * Where a listing card leads: market insights pages live under /markets instead of /services when
 * release_bold_vision_redesign is on (spec 2 §2, spec 1 §2).
 */
export function serviceHref(contentURL: string, boldVisionRedesign: boolean): string {
  return boldVisionRedesign ? contentURL.replace(/^\/services\/market-insights\//, '/markets/market-insights/') : contentURL;
}
