// /insights/technology-landscapes-and-waves/{type?}/{slug?}/{id} and the same with /{tabId}
// (spec 1 §2; the tab defaults to overview). The id is the segment that looks like one.
import { TECHNOLOGY_ID_PATTERN } from '@portal/domain';

export const TECHNOLOGY_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'related-research', label: 'Related Research' },
  { id: 'related-technologies', label: 'Related Technologies' },
] as const;
export type TechnologyTabId = (typeof TECHNOLOGY_TABS)[number]['id'];

export function parseTechnologyPath(splat: string): { id: string | null; tabId: string | null } {
  const segments = splat.split('/').filter((segment) => segment !== '');
  const at = segments.findIndex((segment) => TECHNOLOGY_ID_PATTERN.test(segment));
  if (at === -1) return { id: null, tabId: null };
  return { id: segments[at], tabId: segments[at + 1] ?? null };
}

/**
 * Spec 3 §4: related research is removed when it has none; related technologies is added when
 * cards exist. The asked tab when shown, else overview.
 */
export function technologyTabs(counts: { relatedResearch: number; relatedTechnologies: number }, asked: string | null) {
  const tabs = TECHNOLOGY_TABS.filter(
    (tab) => tab.id === 'overview' || (tab.id === 'related-research' ? counts.relatedResearch > 0 : counts.relatedTechnologies > 0),
  );
  const selected = tabs.find((tab) => tab.id === asked)?.id ?? 'overview';
  return { tabs, selected };
}
