// /insights/{slug?}/{id?} (spec 1 §2): what its segments name. An id (alone or after a slug) is a
// piece of content, opened at its own page; a slug alone that names no content is the insights
// hub; anything malformed is no page at all (the 404 page, before any call).
import { BLUEPRINT_ID_PATTERN, CONTENT_ID_PATTERN, FLEX_PAGE_ID_PATTERN, MAX_SLUG_LENGTH, PAGE_SLUG_PATTERN, blueprintPath, flexPagePath } from '@portal/domain';

export type InsightTarget =
  | { kind: 'hub' }
  /** A content id of spec 1 §3: its page is looked up like /go's. */
  | { kind: 'content'; id: string }
  /** A flex page or a blueprint: its path needs no lookup (the page itself says 404). */
  | { kind: 'page'; path: string; fullLoad: boolean }
  | { kind: 'none' };

const MAX_ID_LENGTH = 32;
const isSlug = (value: string) => value.length <= MAX_SLUG_LENGTH && PAGE_SLUG_PATTERN.test(value);

function idTarget(id: string, slug: string | null): InsightTarget {
  if (id.length > MAX_ID_LENGTH) return { kind: 'none' };
  if (CONTENT_ID_PATTERN.test(id)) return { kind: 'content', id };
  if (FLEX_PAGE_ID_PATTERN.test(id)) return { kind: 'page', path: flexPagePath(id, slug), fullLoad: false };
  // Links to a blueprint force a full page load (spec 1 §2).
  if (BLUEPRINT_ID_PATTERN.test(id)) return { kind: 'page', path: blueprintPath(id, slug), fullLoad: true };
  return { kind: 'none' };
}

export function insightTargetOf(slug: string | undefined, id: string | undefined): InsightTarget {
  if (slug === undefined) return { kind: 'hub' };
  if (id !== undefined) return isSlug(slug) ? idTarget(id, slug) : { kind: 'none' };
  const target = idTarget(slug, null);
  if (target.kind !== 'none') return target;
  return isSlug(slug) ? { kind: 'hub' } : { kind: 'none' };
}
