// The gateway response cache's hints, in one table (issue #14 "Response cache"): how long public
// content may be served from the cache, and which fields depend on who asks and so are never
// cached. callerFields.test.ts holds PRIVATE to the subgraph resolvers that read the caller.

const MINUTE_MS = 60_000;

/** Public content: long, since a content change invalidates its entries (contentChanges.ts). */
export const PUBLIC_CONTENT_TTL_MS = 60 * MINUTE_MS;
/** Anything not named below: short, the same for every reader. */
export const DEFAULT_TTL_MS = 5 * MINUTE_MS;
/** An entry kept for one signed-in reader (their session key) lives at most this long. */
export const SIGNED_IN_TTL_MS = MINUTE_MS;

/** TTL per type (or `Type.field`), in ms; an answer lives as long as its shortest-lived part. */
export const TTL_PER_SCHEMA_COORDINATE: Readonly<Record<string, number>> = {
  Report: PUBLIC_CONTENT_TTL_MS,
  Analyst: PUBLIC_CONTENT_TTL_MS,
  Webinar: PUBLIC_CONTENT_TTL_MS,
  Survey: PUBLIC_CONTENT_TTL_MS,
  Figure: PUBLIC_CONTENT_TTL_MS,
  ContentItem: PUBLIC_CONTENT_TTL_MS,
  Playbook: PUBLIC_CONTENT_TTL_MS,
  Prediction: PUBLIC_CONTENT_TTL_MS,
  Technology: PUBLIC_CONTENT_TTL_MS,
  Priority: PUBLIC_CONTENT_TTL_MS,
  Blueprint: PUBLIC_CONTENT_TTL_MS,
  FlexPage: PUBLIC_CONTENT_TTL_MS,
  SearchCard: PUBLIC_CONTENT_TTL_MS,
  // Listings and search: new content appears in them without their own id changing.
  'Query.search': DEFAULT_TTL_MS,
  'Query.searchSuggestions': DEFAULT_TTL_MS,
  'Query.alertBanner': DEFAULT_TTL_MS,
  'Query.featureFlags': MINUTE_MS,
};

/**
 * Fields whose value depends on the reader (signed-in user, visitor cookie, reprint token) or
 * changes with their own actions: an operation selecting any of them is never cached, for any
 * reader. A `Type` entry covers all its fields and every field returning it.
 */
export const PRIVATE: readonly string[] = [
  // The signed-in reader and their things.
  'Viewer',
  'Query.viewer',
  'Query.myHome',
  'Query.myProducts',
  'MyProducts',
  'Query.productCatalogue',
  'Query.navigationSections',
  'Query.assistantAccess',
  'Query.assistantChat',
  'Query.captcha',
  'Query.passwordResetToken',
  'Query.initiative',
  'Query.initiativesByEmail',
  'Query.initiativePresentation',
  'Query.inquiryForm',
  'Query.briefingForm',
  'Query.contactFormHeader',
  'Query.formSubmissions',
  // The cart is the visitor's too (x-unregistered-user-id), so anonymous answers differ as well.
  'Query.cart',
  'Cart',
  'Query.checkoutSession',
  'Query.order',
  'Query.purchase',
  'Purchase',
  'Query.reportPdf',
  'Query.figureImage',
  'Query.reportAccessCheck',
  'Query.webinarAssetFile',
  'Query.webinarRecordingFile',
  'Query.webinarCaptions',
  // A reprint user's own links (issue #13).
  'Query.reprintLinks',
  // Per reader on public content.
  'Report.hasAccess',
  'Report.shareAccess',
  'Report.archiveHtml',
  'Report.isSaved',
  // Under the report's access rule for the reader (survey-service), like hasAccess.
  'Report.surveyDashboard',
  'SearchCard.hasAccess',
  'Webinar.hasAccess',
  'Webinar.recording',
  'Webinar.registration',
  'Webinar.isSaved',
  // The reader's own place in the recording: its resolver reads the caller only through the
  // signed header its REST client forwards, which callerFields.ts cannot see.
  'Webinar.recordingProgress',
  'ContentItem.isSaved',
  'Figure.isSaved',
  'Analyst.isFollowed',
];

/**
 * Mutations by which a signed-in reader gains (or changes) what research they may read: a paid
 * checkout, a redeemed share link. Their answers cached so far (kept per reader, and parts of a
 * report page list only what the reader may read) are dropped once the mutation ran. Changes the
 * reader does not make themselves (a payment the processor confirms later, a share revoked by its
 * sharer, a subscription changed in the user store) reach their cached answers within
 * SIGNED_IN_TTL_MS; a report they may no longer read is refused at once only when not cached.
 */
export const ENTITLEMENT_CHANGES: readonly string[] = ['Mutation.submitPayment', 'Mutation.redeemResearchShare'];
