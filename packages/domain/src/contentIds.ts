// Content ids and their routes (spec 1 §3 "Content ids", docs/contracts.md "Ids").

export const CONTENT_ID_PATTERN = /^(BIO|PLA|RES|SUS|WEB|SER|PRI|FRM)\d+$/;
export const GRAPHICS_ID_PATTERN = /^GR-\d+$/;
/** One kind of content id each, for the edges that accept only that kind. */
export const ANALYST_ID_PATTERN = /^BIO\d+$/;
export const WEBINAR_ID_PATTERN = /^WEB\d+$/;
export const RESEARCH_ID_PATTERN = /^RES\d+$/;
/** Prediction pages (packages/corpus, docs/contracts-listings.md); not a spec prefix. */
export const PREDICTION_ID_PATTERN = /^PRD\d+$/;
export const MAX_SLUG_LENGTH = 255;

export type ContentPrefix = 'BIO' | 'PLA' | 'RES' | 'SUS' | 'WEB' | 'SER' | 'PRI' | 'FRM';
export type ContentType =
  | 'analyst' | 'playbook' | 'research' | 'survey' | 'webinar' | 'service' | 'priority' | 'form';

interface PrefixInfo { type: ContentType; routeBase: string | null }

// FRM (forms) have no page of their own, hence no route base.
const PREFIXES: Record<ContentPrefix, PrefixInfo> = {
  BIO: { type: 'analyst', routeBase: '/analyst-bio' },
  PLA: { type: 'playbook', routeBase: '/playbook' },
  RES: { type: 'research', routeBase: '/report' },
  SUS: { type: 'survey', routeBase: '/surveys' },
  WEB: { type: 'webinar', routeBase: '/webinar' },
  SER: { type: 'service', routeBase: '/services' },
  PRI: { type: 'priority', routeBase: '/functional-priority' },
  FRM: { type: 'form', routeBase: null },
};

export function isContentId(id: unknown): id is string {
  return typeof id === 'string' && CONTENT_ID_PATTERN.test(id);
}

export function isGraphicsId(id: unknown): id is string {
  return typeof id === 'string' && GRAPHICS_ID_PATTERN.test(id);
}

function prefixInfo(id: string): PrefixInfo | null {
  if (!isContentId(id)) return null;
  return PREFIXES[id.slice(0, 3) as ContentPrefix];
}

/** The content type of an id, or null when the id is not a content id. */
export function contentTypeOf(id: string): ContentType | null {
  return prefixInfo(id)?.type ?? null;
}

/** The route base of an id ('/report' for RES…), or null when it has none or is invalid. */
export function routeBaseOf(id: string): string | null {
  return prefixInfo(id)?.routeBase ?? null;
}

/**
 * The page path of a content item: `{routeBase}/{slug}/{id}`, or `{routeBase}/{id}` without a slug.
 * Graphics ids pass through unchanged (spec 1 §3).
 * Throws for an invalid id or a form id (forms have no page): callers hold validated ids, so
 * reaching here with one is a bug, not user input.
 */
export function contentPath(id: string, slug?: string | null): string {
  if (isGraphicsId(id)) return id;
  const base = routeBaseOf(id);
  if (base === null) throw new RangeError(`No content path for id: ${id}`);
  const cleanSlug = slug ? slugify(slug) : '';
  return cleanSlug ? `${base}/${cleanSlug}/${id}` : `${base}/${id}`;
}

/**
 * A URL slug: lowercase ASCII letters and digits joined by single hyphens, at most 255 characters.
 * Accents are folded (é -> e) so that titles in other languages keep readable slugs.
 */
export function slugify(text: string): string {
  return hyphenated(text, 'NFD').slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/**
 * Lowercase ASCII letters and digits joined by single hyphens, accents folded after the Unicode
 * `form` (NFKD also folds compatibility characters such as ligatures); '&' reads 'and'.
 */
export function hyphenated(text: string, form: 'NFD' | 'NFKD'): string {
  return text
    .normalize(form)
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
