// webinar-service listings: their tabs and page size (the shapes: @portal/contracts webinar).

/** The webinar listings' tabs (spec 3 §2): upcoming until a webinar ends, then on demand. */
export const WEBINAR_LISTING_TYPES = ['upcoming', 'ondemand'] as const;
export type WebinarListingType = (typeof WEBINAR_LISTING_TYPES)[number];
export const isWebinarListingType = (value: string): value is WebinarListingType => (WEBINAR_LISTING_TYPES as readonly string[]).includes(value);
/** Spec 3 §9: the webinar and peer discussion listings show 9 at a time. */
export const WEBINAR_PAGE_SIZE = 9;
