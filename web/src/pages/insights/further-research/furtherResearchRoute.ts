// /functional-priority/{slug}/{id}/further-research/{tab} and the /priority/... twin (spec 2 §2):
// the priority, the phase tab, and the tab bar's links under the path the reader came by.
import { PHASE_TABS, PRIORITY_ID_PATTERN, phaseTab } from '@portal/domain';
import type { InsightTab } from '../InsightTabs';

export interface FurtherResearchRoute {
  priorityId: string;
  phase: { id: string; label: string };
  /** The priority page's path: everything before /further-research. */
  priorityHref: string;
}

export function furtherResearchRouteOf(pathname: string, id: string | undefined, tab: string | undefined): FurtherResearchRoute | null {
  const phase = phaseTab(tab);
  if (!phase || !id || !PRIORITY_ID_PATTERN.test(id)) return null;
  const at = pathname.indexOf('/further-research');
  return { priorityId: id, phase: { id: phase.id, label: phase.label }, priorityHref: pathname.slice(0, at) };
}

export const furtherResearchTabs = (priorityHref: string): InsightTab[] =>
  PHASE_TABS.map((tab) => ({ id: tab.id, label: tab.label, href: `${priorityHref}/further-research/${tab.id}` }));
