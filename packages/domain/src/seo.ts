// Page title and meta description limits (spec 1 §9 "Business constants and limits").

export const BRAND = 'Meridian Research';
export const PAGE_TITLE_MAX = 58;
export const META_DESCRIPTION_MAX = 160;
const ELLIPSIS = '...';

/** The title cut to 58 characters (trailing space trimmed), then ' | {brand}'. */
export function pageTitle(title: string, brand: string = BRAND): string {
  const cut = title.trim().slice(0, PAGE_TITLE_MAX).trimEnd();
  return cut ? `${cut} | ${brand}` : brand;
}

/** At most 160 characters; longer text is cut to 157 and ends with '...' (160 in all). */
export function metaDescription(text: string): string {
  const clean = text.trim();
  if (clean.length <= META_DESCRIPTION_MAX) return clean;
  return clean.slice(0, META_DESCRIPTION_MAX - ELLIPSIS.length) + ELLIPSIS;
}
