import { describe, expect, it } from 'vitest';
import {
  BUYER_INSIGHT_FUNCTIONS, DATA_SNAPSHOT_TABS, FORECAST_TABS, LATEST_RESEARCH_TABS, MARKET_INSIGHTS_SERVICES, buyerInsightsSize,
  dataSnapshotTab, dataSnapshotVisionText, forecastSortFor, forecastTab, latestResearchTab, marketInsightsSection,
  marketInsightsService, marketInsightsTitle, marketViewHeading, phaseTab,
} from './insights.js';

describe('insights tab tables', () => {
  it('latest research has All, Reports, Tools, Webinars, Podcasts; unknown slugs are undefined', () => {
    expect(LATEST_RESEARCH_TABS.map((t) => [t.slug, t.label])).toEqual([
      ['all', 'All'], ['reports', 'Reports'], ['tools', 'Tools'], ['webinars', 'Webinars'], ['podcasts', 'Podcasts'],
    ]);
    expect(latestResearchTab('webinars')?.types).toEqual(['webinar', 'forum']);
    expect(latestResearchTab('blogs')).toBeUndefined();
    expect(latestResearchTab(undefined)).toBeUndefined();
  });

  it('forecasts have All plus six categories, All by default', () => {
    expect(FORECAST_TABS.map((t) => t.label)).toEqual(['All', 'Work', 'Technology', 'Marketing', 'Healthcare', 'Financial Services', 'Retail']);
    expect(forecastTab(undefined)).toEqual({ id: 'all', label: 'All', category: null });
    expect(forecastTab('financial-services')?.category).toBe('Financial Services');
    expect(forecastTab('energy')).toBeUndefined();
  });

  it('a keyword sorts forecasts by relevance, an empty box by date', () => {
    expect(forecastSortFor('cloud')).toBe('relevance');
    expect(forecastSortFor('   ')).toBe('date');
    expect(forecastSortFor('')).toBe('date');
  });

  it('data snapshots have Business Buyer (default) and Consumer, and the vision text', () => {
    expect(DATA_SNAPSHOT_TABS.map((t) => t.label)).toEqual(['Business Buyer', 'Consumer']);
    expect(dataSnapshotTab(undefined)?.id).toBe('business-buyer');
    expect(dataSnapshotTab('consumer')?.label).toBe('Consumer');
    expect(dataSnapshotTab('partner')).toBeUndefined();
    expect(dataSnapshotVisionText('Consumer')).toBe('Consumer, Customer Data & Insights');
  });

  it('market insights titles, sections and view headings', () => {
    expect(MARKET_INSIGHTS_SERVICES.map((s) => s.slug)).toEqual(['technology', 'b2b', 'consumer-and-digital']);
    expect(marketInsightsTitle(null, marketInsightsService('technology')!.label)).toBe('FD Market Insights: Technology');
    expect(marketInsightsTitle('FMI', marketInsightsService('b2b')!.label)).toBe('FMI Market Insights: B2B');
    expect(marketInsightsTitle('', marketInsightsService('consumer-and-digital')!.label)).toBe('FD Market Insights: Consumer & Digital');
    expect(marketInsightsService('retail')).toBeUndefined();
    expect(marketInsightsSection(true)).toEqual({ label: 'Markets', href: '/functions' });
    expect(marketInsightsSection(false)).toEqual({ label: 'Services', href: '/services' });
    expect(marketViewHeading(3)).toBe('Select your market view');
    expect(marketViewHeading(1)).toBe('Your Market View');
  });

  it('buyer insights: 11 functions, 9 first then 3', () => {
    expect(BUYER_INSIGHT_FUNCTIONS).toHaveLength(11);
    expect(buyerInsightsSize(0)).toBe(9);
    expect(buyerInsightsSize(9)).toBe(3);
    expect(buyerInsightsSize(12)).toBe(3);
  });

  it('phases Define (default), Apply, Accelerate', () => {
    expect(phaseTab(undefined)?.label).toBe('Define');
    expect(phaseTab('accelerate')?.label).toBe('Accelerate');
    expect(phaseTab('scale')).toBeUndefined();
  });
});
