import { describe, expect, it } from 'vitest';
import { forecastTabs, latestResearchTabs, phaseTabs, snapshotRouteOf, snapshotTabs } from './insightRoutes';
import { FIRST_FORECAST_REQUEST, withKeyword, withSort } from './forecasts/forecastRequest';
import { activeProduct, marketRouteOf } from './market-insights/marketRoute';
import { furtherResearchRouteOf, furtherResearchTabs } from './further-research/furtherResearchRoute';

describe('insights tab bars', () => {
  it('link every tab to its own URL', () => {
    expect(latestResearchTabs().map((t) => t.href)).toEqual([
      '/insights/latest-research/all', '/insights/latest-research/reports', '/insights/latest-research/tools',
      '/insights/latest-research/webinars', '/insights/latest-research/podcasts',
    ]);
    expect(forecastTabs()[0]).toEqual({ id: 'all', label: 'All', href: '/insights/forecasts' });
    expect(forecastTabs().at(-2)).toEqual({ id: 'financial-services', label: 'Financial Services', href: '/insights/forecasts/financial-services' });
    expect(snapshotTabs(null).map((t) => t.href)).toEqual(['/insights/customer-data-and-insights/business-buyer', '/insights/customer-data-and-insights/consumer']);
    expect(snapshotTabs('CDI1').map((t) => t.href)).toEqual(['/insights/customer-data-and-insights/CDI1/business-buyer', '/insights/customer-data-and-insights/CDI1/consumer']);
    expect(phaseTabs('/markets/market-insights/b2b').map((t) => [t.label, t.href])).toEqual([
      ['Define', '/markets/market-insights/b2b/analyst-relations/define'],
      ['Apply', '/markets/market-insights/b2b/analyst-relations/apply'],
      ['Accelerate', '/markets/market-insights/b2b/analyst-relations/accelerate'],
    ]);
  });
});

describe('snapshotRouteOf', () => {
  it('reads {id?}/{tabId?}: a lone segment is a tab when it names one', () => {
    expect(snapshotRouteOf(undefined, undefined)).toMatchObject({ id: null, tab: { id: 'business-buyer' } });
    expect(snapshotRouteOf('consumer', undefined)).toMatchObject({ id: null, tab: { id: 'consumer', label: 'Consumer' } });
    expect(snapshotRouteOf('CDI1', undefined)).toMatchObject({ id: 'CDI1', tab: { id: 'business-buyer' } });
    expect(snapshotRouteOf('CDI1', 'consumer')).toMatchObject({ id: 'CDI1', tab: { id: 'consumer' } });
  });

  it('has no page for an unknown tab after an id', () => {
    expect(snapshotRouteOf('CDI1', 'partners')).toBeNull();
  });
});

describe('forecast requests', () => {
  it('a keyword switches to relevance; emptying it goes back to date', () => {
    const typed = withKeyword(FIRST_FORECAST_REQUEST, ' cloud ');
    expect(typed).toEqual({ query: 'cloud', sortType: 'relevance' });
    expect(withKeyword(typed, '')).toEqual({ query: '', sortType: 'date' });
  });

  it('keeps the reader’s sort while the keyword changes, and the same request when nothing changed', () => {
    const byDate = withSort(withKeyword(FIRST_FORECAST_REQUEST, 'cloud'), 'date');
    expect(withKeyword(byDate, 'cloud security')).toEqual({ query: 'cloud security', sortType: 'date' });
    expect(withKeyword(byDate, 'cloud ')).toBe(byDate);
    expect(withSort(byDate, 'date')).toBe(byDate);
  });
});

describe('marketRouteOf', () => {
  it('titles the market with the active product and says Markets under the redesign', () => {
    expect(marketRouteOf('/markets/market-insights/technology', 'technology', true, null)).toEqual({
      slug: 'technology',
      label: 'Technology',
      title: 'FD Market Insights: Technology',
      landingHref: '/markets/market-insights/technology',
      section: { label: 'Markets', href: '/functions' },
    });
    expect(marketRouteOf('/services/market-insights/consumer-and-digital', 'consumer-and-digital', false, 'FMI')).toMatchObject({
      title: 'FMI Market Insights: Consumer & Digital',
      landingHref: '/services/market-insights/consumer-and-digital',
      section: { label: 'Services', href: '/services' },
    });
    expect(marketRouteOf('/markets/market-insights/retail', 'retail', true, null)).toBeNull();
  });

  it('reads the active product from the cookie; a guest gets the default', () => {
    expect(activeProduct('portal_product=FMI')).toBe('FMI');
    expect(activeProduct('portal_product=GUEST')).toBeNull();
    expect(activeProduct('')).toBeNull();
  });
});

describe('furtherResearchRouteOf', () => {
  it('reads the priority and phase, and links the tabs under the path the reader came by', () => {
    const route = furtherResearchRouteOf('/functional-priority/b2b-sales/PRI12/further-research/apply', 'PRI12', 'apply');
    expect(route).toEqual({ priorityId: 'PRI12', phase: { id: 'apply', label: 'Apply' }, priorityHref: '/functional-priority/b2b-sales/PRI12' });
    expect(furtherResearchRouteOf('/priority/x/PRI3/further-research', 'PRI3', undefined)?.phase.label).toBe('Define');
    expect(furtherResearchRouteOf('/priority/x/PRI3/further-research/scale', 'PRI3', 'scale')).toBeNull();
    expect(furtherResearchRouteOf('/priority/x/RES3/further-research', 'RES3', undefined)).toBeNull();
    expect(furtherResearchTabs('/priority/x/PRI3').map((t) => t.href)).toEqual([
      '/priority/x/PRI3/further-research/define', '/priority/x/PRI3/further-research/apply', '/priority/x/PRI3/further-research/accelerate',
    ]);
  });
});
