import { describe, expect, it } from 'vitest';
import type { SearchResponseDto } from '@portal/contracts';
import {
  analystRelationsCall, buyerInsightsCall, dataSnapshotsCall, forecastsCall, latestResearchCall, listResultsOf, marketResearchCall,
  priorityResearchCall, recentWavesCall,
} from './insights.requests.js';

describe('insights search calls', () => {
  it('latest research: the tab’s types with the product, newest first, 10 a page, access only by default', () => {
    expect(latestResearchCall({ tab: 'webinars', page: 3 })).toEqual({
      params: { query: '', type: 'fd-webinar,fd-forum', accessOnly: 'true', page: '3', size: '10', sortType: 'date', sortOrder: 'desc', isFuzzyNeeded: 'false' },
      body: {},
    });
    expect(latestResearchCall({ tab: 'all', accessOnly: false }).params).toMatchObject({ accessOnly: 'false', page: '1' });
  });

  it('forecasts: ipType Forecast, the category of the tab, relevance with a keyword and date without', () => {
    const all = forecastsCall({});
    expect(all.body).toEqual({ filters: { termFilters: { ipType: ['Forecast'] } } });
    expect(all.params).toMatchObject({ sortType: 'date', size: '10', type: 'fd-research' });
    const keyword = forecastsCall({ tab: 'financial-services', query: '  cloud ' });
    expect(keyword.body).toEqual({ filters: { termFilters: { ipType: ['Forecast'], forecastCategory: ['Financial Services'] } } });
    expect(keyword.params).toMatchObject({ query: 'cloud', sortType: 'relevance' });
    expect(forecastsCall({ query: 'cloud', sortType: 'date' }).params.sortType).toBe('date');
  });

  it('data snapshots: the audience of the tab, the last 730 days, 9 a page, by relevance', () => {
    const { params, body } = dataSnapshotsCall({ tab: 'consumer', page: 2 });
    expect(body).toEqual({ filters: { termFilters: { ipType: ['Data Snapshot'], audience: ['Consumer'] } } });
    expect(params).toMatchObject({ size: '9', page: '2', sortType: 'relevance', sortOrder: 'desc', publishedSinceInDays: '730', accessOnly: 'true' });
    expect(dataSnapshotsCall({}).body.filters?.termFilters.audience).toEqual(['Business Buyer']);
  });

  it('buyer insights: 9 first, then pages of 3 after them', () => {
    expect(buyerInsightsCall({ service: 'b2b' }).params).toMatchObject({ page: '1', size: '9' });
    expect(buyerInsightsCall({ service: 'b2b', offset: 9 }).params).toMatchObject({ page: '4', size: '3' });
    expect(buyerInsightsCall({ service: 'b2b', offset: 15, function: 'B2B Sales' })).toMatchObject({
      params: { page: '6', size: '3' },
      body: { filters: { termFilters: { ipType: ['Data Snapshot'], service: ['b2b'], function: ['B2B Sales'] } } },
    });
  });

  it('market landing: recent Waves and research of the service', () => {
    expect(recentWavesCall('technology').body).toEqual({ filters: { termFilters: { ipType: ['Wave'], service: ['technology'] } } });
    expect(marketResearchCall('technology').body).toEqual({ filters: { termFilters: { service: ['technology'] } } });
  });

  it('analyst relations: phaseName and serviceName, webinars and research, newest first (spec 2 §7)', () => {
    expect(analystRelationsCall({ service: 'b2b', phase: 'apply' })).toEqual({
      params: { query: '', type: 'fd-webinar,fd-research', accessOnly: 'true', page: '1', size: '10', sortType: 'date', sortOrder: 'desc', isFuzzyNeeded: 'false' },
      body: { filters: { termFilters: { phaseName: ['Apply'], serviceName: ['b2b'] } } },
    });
    expect(analystRelationsCall({ service: 'b2b' }).body.filters?.termFilters.phaseName).toEqual(['Define']);
  });

  it('priority further research: priorityId and phaseName, webinars and research, newest first', () => {
    expect(priorityResearchCall({ priorityId: 'PRI12', phase: 'accelerate', page: 2 })).toMatchObject({
      params: { type: 'fd-webinar,fd-research', page: '2', size: '10', sortType: 'date' },
      body: { filters: { termFilters: { priorityId: ['PRI12'], phaseName: ['Accelerate'] } } },
    });
  });

  it('turns an answer into a page with loadMore while below the last page', () => {
    const answer: SearchResponseDto = { content: [], page: 2, size: 10, totalElements: 25, totalPages: 3, last: false, aggregations: {}, fuzzy: null };
    expect(listResultsOf(answer)).toEqual({ page: 2, totalPages: 3, itemsTotal: 25, loadMore: true, cards: [] });
    expect(listResultsOf({ ...answer, page: 3 }).loadMore).toBe(false);
  });
});
