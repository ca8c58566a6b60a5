// /go?objectid={contentId} (spec 1 §2): which lookup finds a content id's own page. Only the
// prefixes with a page of their own (spec 1 §3 "Content ids") are looked up; forms and anything
// malformed are the 404 page without a call.
import { contentTypeOf, type ContentType } from '@portal/domain';

export type GoKind = Exclude<ContentType, 'form'>;

export const GO_KINDS: readonly GoKind[] = ['analyst', 'playbook', 'research', 'survey', 'webinar', 'service', 'priority'];

/** The direct link of a content id: its own page (with its slug) once /go has looked it up. */
export function goHref(id: string): string {
  return `/go?objectid=${encodeURIComponent(id)}`;
}

/** The kind of page an objectid opens, or null when it cannot open one. */
export function goKindOf(objectid: string | null): GoKind | null {
  const type = contentTypeOf((objectid ?? '').trim());
  return type === null || type === 'form' ? null : type;
}

/** The query's variables: the id, and one flag that includes the kind's lookup. */
export function goVariables(id: string, kind: GoKind): { id: string } & Record<GoKind, boolean> {
  return { id, ...(Object.fromEntries(GO_KINDS.map((k) => [k, k === kind])) as Record<GoKind, boolean>) };
}
