// Reprints and preview (spec 1 §6: reprint users have the experience code REPRINTS:CUSTOMER,
// REPRINTS:RESEARCHOPS or REPRINTS:SALES; the preview token and the reprints token are taken from
// the report URL's query and sent as the `reprintsToken` and `preview_token` headers; spec 3 §4: a
// reprints token present sets the reprints mode on; spec 3 §6: access to a report depends on the
// credentials or a reprints token). A reprint user issues a token for one report (a reprint licence:
// the link a customer is sent); whoever opens the report with it reads that report, and no other,
// until the token expires, in reprints mode. A preview token is the short-lived kind staff use to
// look at a report as a reader would. One definition of the token's shape, lifetimes, headers and
// messages, for upstream, the graphs and the web.

/** The experience codes that make a user a reprint user (spec 1 §6). */
export const REPRINT_EXPERIENCES = ['REPRINTS:CUSTOMER', 'REPRINTS:RESEARCHOPS', 'REPRINTS:SALES'] as const;

/** Spec 1 §3 isReprintUser, derived from the user's experiences. */
export function isReprintUser(experiences: readonly string[]): boolean {
  return experiences.some((code) => (REPRINT_EXPERIENCES as readonly string[]).includes(code.trim().toUpperCase()));
}

/** The query parameters of the report URL and the headers they travel in (spec 1 §7), lower-cased as HTTP reads them. */
export const REPRINTS_TOKEN_PARAM = 'reprintsToken';
export const PREVIEW_TOKEN_PARAM = 'preview_token';
export const REPRINTS_TOKEN_HEADER = 'reprintstoken';
export const PREVIEW_TOKEN_HEADER = 'preview_token';

export const REPRINT_TOKEN_KINDS = ['reprints', 'preview'] as const;
export type ReprintTokenKind = (typeof REPRINT_TOKEN_KINDS)[number];

/** 16 random bytes (128 bits) as base64url: 22 characters, no padding (the share tickets' shape). */
export const REPRINT_TOKEN_BYTES = 16;
export const REPRINT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const isReprintToken = (value: string): boolean => REPRINT_TOKEN_PATTERN.test(value);

/** A reprint licence lasts a quarter by default; a preview a day (upstream's REPRINTS_TOKEN_TTL_SECONDS / PREVIEW_TOKEN_TTL_SECONDS override). */
export const DEFAULT_REPRINTS_TOKEN_TTL_SECONDS = 90 * 24 * 3600;
export const DEFAULT_PREVIEW_TOKEN_TTL_SECONDS = 24 * 3600;

export const REPRINT_TOKEN_INVALID_MESSAGE = 'This reprint link is not valid for this report. Ask the person who sent it for a new one.';
export const REPRINT_TOKEN_EXPIRED_MESSAGE = 'This reprint link has expired. Ask the person who sent it for a new one.';
export const REPRINT_TOKEN_REVOKED_MESSAGE = 'This reprint link was withdrawn.';
/** The refusals a reader of a reprint link may meet: the error page shows these as they are. */
export const REPRINT_TOKEN_MESSAGES: readonly string[] = [REPRINT_TOKEN_INVALID_MESSAGE, REPRINT_TOKEN_EXPIRED_MESSAGE, REPRINT_TOKEN_REVOKED_MESSAGE];
export const SIGN_IN_TO_ISSUE_REPRINT_MESSAGE = 'Log in to issue a reprint link';
export const REPRINT_ISSUE_NOT_ALLOWED_MESSAGE = 'Only reprint users (experience REPRINTS:CUSTOMER, REPRINTS:RESEARCHOPS or REPRINTS:SALES) can issue reprint links';
export const SIGN_IN_TO_LIST_REPRINTS_MESSAGE = 'Log in to see your reprint links';
/** Another issuer's token id is as unknown as one that never was. */
export const REPRINT_LINK_NOT_FOUND_MESSAGE = 'Reprint link not found';
/** What the page shows above a report read in reprints mode. */
export const REPRINT_NOTICE = 'Reprint: you are reading this report under a reprint licence. It may not be shared further.';

/** The report's page opened with a token: /report/{slug}/{id}?reprintsToken=… (or ?preview_token=…). */
export function reprintPath(reportPath: string, kind: ReprintTokenKind, token: string): string {
  const param = kind === 'reprints' ? REPRINTS_TOKEN_PARAM : PREVIEW_TOKEN_PARAM;
  return `${reportPath}?${param}=${encodeURIComponent(token)}`;
}

/** The tokens of a request, each kept only when well formed (anything else never reaches a store). */
export interface ReprintTokens {
  reprintsToken: string | null;
  previewToken: string | null;
}

export function reprintTokensFrom(values: { reprintsToken?: string | null; previewToken?: string | null }): ReprintTokens {
  const keep = (value: string | null | undefined) => (value && isReprintToken(value) ? value : null);
  return { reprintsToken: keep(values.reprintsToken), previewToken: keep(values.previewToken) };
}

/** Whether the request carried any token at all (even a malformed one: then the answer says it is not valid). */
export const carriesReprintToken = (values: { reprintsToken?: string | null; previewToken?: string | null }): boolean =>
  Boolean(values.reprintsToken || values.previewToken);
