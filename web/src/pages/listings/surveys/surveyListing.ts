// The survey listing's state is its URL (/surveys/{tab}?query=&sort=&publishedSinceInDays=): read
// here, with invalid values dropped to the defaults of spec 3 §9, and written back the same way.
import {
  SURVEYS_BASE_PATH, SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS, SURVEY_PUBLISHED_SINCE_DAYS, isSurveyTabId, normalizeSurveyQuery,
  surveySortOption, type SurveySortValue, type SurveyTabId,
} from '@portal/domain';

export interface SurveyListing {
  tab: SurveyTabId;
  query: string;
  sort: SurveySortValue;
  publishedSinceInDays: number;
}

export function surveyListingOf(tabId: string | undefined, search: URLSearchParams): SurveyListing {
  const days = Number(search.get('publishedSinceInDays'));
  return {
    tab: tabId && isSurveyTabId(tabId) ? tabId : 'business',
    query: normalizeSurveyQuery(search.get('query')),
    sort: surveySortOption(search.get('sort') ?? '')?.value ?? 'date',
    publishedSinceInDays: SURVEY_PUBLISHED_SINCE_DAYS.includes(days) ? days : SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS,
  };
}

/** Defaults are left out of the URL. */
export function surveyListingHref(listing: SurveyListing): string {
  const params = new URLSearchParams();
  if (listing.query) params.set('query', listing.query);
  if (listing.sort !== 'date') params.set('sort', listing.sort);
  if (listing.publishedSinceInDays !== SURVEY_DEFAULT_PUBLISHED_SINCE_DAYS) params.set('publishedSinceInDays', String(listing.publishedSinceInDays));
  const query = params.toString();
  return `${SURVEYS_BASE_PATH}/${listing.tab}${query ? `?${query}` : ''}`;
}

export function surveyListingKey(listing: SurveyListing): string {
  return surveyListingHref(listing);
}

export function surveyListInput(listing: SurveyListing, page = 1) {
  return { tab: listing.tab, query: listing.query || null, sort: listing.sort, publishedSinceInDays: listing.publishedSinceInDays, page };
}
