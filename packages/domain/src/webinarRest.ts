// webinar-service JSON (spec 2 §3 "Webinar item" and §7, spec 1 §3 webinar card): shared by
// services/upstream and content-graph (docs/contracts.md).

export type WebinarTypeDto = 'Webinar' | 'Peer Discussions';
/** 'upcoming' until the webinar ends, then 'past' (on demand). */
export type WebinarStatusDto = 'upcoming' | 'past';

export interface WebinarDto {
  id: string;
  contentId: string;
  slug: string;
  /** /webinar/{slug}/{id} */
  path: string;
  title: string;
  summary: string;
  webinarType: WebinarTypeDto;
  webinarStatus: WebinarStatusDto;
  /** ISO date-times (UTC); the portal shows them in New York time. */
  startDate: string;
  endDate: string;
  /** = startDate (spec 1 §3 webinar summary) */
  eventStartDateTime: string;
  /** minutes */
  duration: number;
  /** US dollars; 0 is free. */
  price: number;
  participationDetails: string;
  location: 'Online';
  editorialImage: string | null;
  hostAnalysts: { contentId: string; fullName: string }[];
  topics: string[];
}

/** The webinar listings' tabs (spec 3 §2): upcoming until a webinar ends, then on demand. */
export const WEBINAR_LISTING_TYPES = ['upcoming', 'ondemand'] as const;
export type WebinarListingType = (typeof WEBINAR_LISTING_TYPES)[number];
export const isWebinarListingType = (value: string): value is WebinarListingType => (WEBINAR_LISTING_TYPES as readonly string[]).includes(value);
/** Spec 3 §9: the webinar and peer discussion listings show 9 at a time. */
export const WEBINAR_PAGE_SIZE = 9;

/** GET /webinar-service/api/v1/webinar/listing: one page, upcoming soonest first, on demand newest first. */
export interface WebinarListResponseDto {
  content: WebinarDto[];
  totalElements: number;
  /** 1-based */
  page: number;
  size: number;
}
