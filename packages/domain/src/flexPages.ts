// Flex pages (/content/{slug?}/{id}?tab=, spec 2 §2, §3 "Flex page") and solution blueprints
// (/blueprint/{slug?}/{id}, spec 1 §2, spec 2 §2): their id patterns, paths and the tab rule, one
// definition for the corpus, upstream, content-graph and web.
import { slugify } from './contentIds.js';

/** Flex page ids: 'PG' and digits, as in spec 1 §2's token redirect to /content/customer-obsession/PG14. */
export const FLEX_PAGE_ID_PATTERN = /^PG\d+$/;
/** Solution blueprint ids (docs/contracts.md "Ids"); not a spec prefix, like PRD for predictions. */
export const BLUEPRINT_ID_PATTERN = /^BLP\d+$/;
/** A tab of a flex page, a page slug: lowercase words joined by single hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_TAB_ID_LENGTH = 64;

export const FLEX_PAGE_BASE_PATH = '/content';
export const BLUEPRINT_BASE_PATH = '/blueprint';
/** The listing of blueprint cards (spec 1 §2 fixed routes). */
export const BLUEPRINT_CARDS_PATH = `${BLUEPRINT_BASE_PATH}/blueprintCard`;

export function isFlexPageId(id: unknown): id is string {
  return typeof id === 'string' && FLEX_PAGE_ID_PATTERN.test(id);
}

export function isBlueprintId(id: unknown): id is string {
  return typeof id === 'string' && BLUEPRINT_ID_PATTERN.test(id);
}

function pagePath(base: string, id: string, slug: string | null | undefined): string {
  const clean = slug ? slugify(slug) : '';
  return clean ? `${base}/${clean}/${id}` : `${base}/${id}`;
}

/** /content/{slug}/{id}, with `?tab=` when a tab is named. */
export function flexPagePath(id: string, slug?: string | null, tab?: string | null): string {
  const path = pagePath(FLEX_PAGE_BASE_PATH, id, slug);
  return tab ? `${path}?tab=${encodeURIComponent(tab)}` : path;
}

export function blueprintPath(id: string, slug?: string | null): string {
  return pagePath(BLUEPRINT_BASE_PATH, id, slug);
}

/**
 * The tab a flex page shows for `?tab=`: the one asked for when the page has it, otherwise the
 * first (no tab, or one the page does not have: a stale or mistyped link still shows the page).
 * Null when the page has no tabs.
 */
export function selectedFlexTab<T extends { id: string }>(tabs: readonly T[], requested: string | null | undefined): T | null {
  return tabs.find((tab) => tab.id === requested) ?? tabs[0] ?? null;
}

/** The hero's colour wash over its background image, named (the web app owns the colours). */
export const FLEX_HERO_GRADIENTS = ['navy', 'teal', 'plum'] as const;
export type FlexHeroGradient = (typeof FLEX_HERO_GRADIENTS)[number];

/** The three phases a blueprint walks through, as priorities' further research does (spec 2 §2). */
export const BLUEPRINT_PHASES = ['Define', 'Apply', 'Accelerate'] as const;
export type BlueprintPhase = (typeof BLUEPRINT_PHASES)[number];
