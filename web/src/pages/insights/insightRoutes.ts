// The insights listings' URLs and their tabs (spec 2 §2): which tab a path names, and the hrefs
// of the tab bars. Tab tables themselves live in @portal/domain, shared with search-graph.
import {
  DATA_SNAPSHOT_TABS, FORECAST_TABS, LATEST_RESEARCH_TABS, PHASE_TABS, dataSnapshotTab, type DataSnapshotTab,
} from '@portal/domain';
import type { InsightTab } from './InsightTabs';

export const LATEST_RESEARCH_TITLE = 'Latest Research';
export const FORECASTS_TITLE = 'Forecasts';

export const latestResearchTabs = (): InsightTab[] =>
  LATEST_RESEARCH_TABS.map((tab) => ({ id: tab.slug, label: tab.label, href: `/insights/latest-research/${tab.slug}` }));

/** All is the bare /insights/forecasts. */
export const forecastTabs = (): InsightTab[] =>
  FORECAST_TABS.map((tab) => ({ id: tab.id, label: tab.label, href: tab.id === 'all' ? '/insights/forecasts' : `/insights/forecasts/${tab.id}` }));

export interface SnapshotRoute {
  /** The optional page id before the tab. */
  id: string | null;
  tab: DataSnapshotTab;
}

/**
 * /insights/customer-data-and-insights/{id?}/{tabId?}: one segment is a tab when it names one,
 * otherwise the id (with the first tab). A second segment must be a tab. null: not a page.
 */
export function snapshotRouteOf(id: string | undefined, tabId: string | undefined): SnapshotRoute | null {
  if (tabId !== undefined) {
    const tab = dataSnapshotTab(tabId);
    return tab && id ? { id, tab } : null;
  }
  if (id === undefined) return { id: null, tab: DATA_SNAPSHOT_TABS[0] };
  const tab = DATA_SNAPSHOT_TABS.find((t) => t.id === id);
  return tab ? { id: null, tab } : { id, tab: DATA_SNAPSHOT_TABS[0] };
}

export const snapshotTabs = (id: string | null): InsightTab[] =>
  DATA_SNAPSHOT_TABS.map((tab) => ({
    id: tab.id,
    label: tab.label,
    href: id ? `/insights/customer-data-and-insights/${id}/${tab.id}` : `/insights/customer-data-and-insights/${tab.id}`,
  }));

/** The analyst relations tabs of a market, under /markets or /services. */
export const phaseTabs = (landingHref: string): InsightTab[] =>
  PHASE_TABS.map((tab) => ({ id: tab.id, label: tab.label, href: `${landingHref}/analyst-relations/${tab.id}` }));
