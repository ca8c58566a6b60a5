// /insights/further-research/{slug?} and /insights/further-research/market-insights/{slug?}
// (spec 1 §2): further research by function (its priorities, each by phase) and by market (its
// research by phase). One place for their paths and the phase in the market form's query.
import { MARKET_INSIGHTS_SERVICES, PHASE_TABS, phaseTab } from '@portal/domain';
import type { InsightTab } from '../InsightTabs';

export const FURTHER_RESEARCH_HUB = '/insights/further-research';
export const MARKET_FURTHER_RESEARCH = `${FURTHER_RESEARCH_HUB}/market-insights`;

/** A function's (or services page's) further research: its priorities by phase. */
export const functionFurtherResearchHref = (slug: string) => `${FURTHER_RESEARCH_HUB}/${slug}`;

/** A market's further research; without a phase its first (Define). */
export const marketFurtherResearchHref = (slug: string, phase?: string) =>
  phase && phase !== PHASE_TABS[0].id ? `${MARKET_FURTHER_RESEARCH}/${slug}?phase=${phase}` : `${MARKET_FURTHER_RESEARCH}/${slug}`;

/** The market and phase a market form URL names; the bare form is the first market. null: no such page. */
export function marketFurtherResearchOf(slug: string | undefined, phase: string | null) {
  const market = slug === undefined ? MARKET_INSIGHTS_SERVICES[0] : MARKET_INSIGHTS_SERVICES.find((service) => service.slug === slug);
  const tab = phaseTab(phase ?? undefined);
  if (!market || !tab) return null;
  return { market: { slug: market.slug, label: market.label }, phase: { id: tab.id, label: tab.label } };
}

export const marketPhaseTabs = (slug: string): InsightTab[] =>
  PHASE_TABS.map((tab) => ({ id: tab.id, label: tab.label, href: marketFurtherResearchHref(slug, tab.id) }));

/** A priority's further research tab, under the priority's own path. */
export const priorityPhaseHref = (priorityPath: string, phase: string) => `${priorityPath}/further-research/${phase}`;
