import { describe, expect, it } from 'vitest';
import { surveyListInput, surveyListingHref, surveyListingOf } from './surveyListing';

describe('survey listing URL state', () => {
  it('defaults to business, publish date, the last 30 days', () => {
    expect(surveyListingOf(undefined, new URLSearchParams())).toEqual({ tab: 'business', query: '', sort: 'date', publishedSinceInDays: 30 });
    expect(surveyListingHref(surveyListingOf(undefined, new URLSearchParams()))).toBe('/surveys/business');
  });

  it('reads and writes a tab, a trimmed query, a sort and a window', () => {
    const listing = surveyListingOf('consumer', new URLSearchParams('query=%20%20loyalty%20&sort=name-desc&publishedSinceInDays=-1'));
    expect(listing).toEqual({ tab: 'consumer', query: 'loyalty', sort: 'name-desc', publishedSinceInDays: -1 });
    expect(surveyListingHref(listing)).toBe('/surveys/consumer?query=loyalty&sort=name-desc&publishedSinceInDays=-1');
    expect(surveyListInput(listing, 2)).toEqual({ tab: 'consumer', query: 'loyalty', sort: 'name-desc', publishedSinceInDays: -1, page: 2 });
  });

  it('drops invalid values', () => {
    expect(surveyListingOf('other', new URLSearchParams('sort=size&publishedSinceInDays=7'))).toEqual({ tab: 'business', query: '', sort: 'date', publishedSinceInDays: 30 });
  });
});
