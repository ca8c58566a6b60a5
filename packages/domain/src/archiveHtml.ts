// Archive HTML (spec 3 §3 research page data, §9): the body of a report published before the
// block format, kept as the provider's HTML. It may carry a placeholder for the reader's user id
// (a survey link personalised per reader) and a survey element whose id is renamed on the page,
// so that it cannot clash with the page's own survey dashboard. The spec does not name either;
// these are the names the research service and this portal agree on.

/** Replaced by the signed-in reader's id (URL-encoded); removed for a visitor. */
export const ARCHIVE_USER_ID_PLACEHOLDER = '{{userId}}';

/** The survey element's id in archive HTML ... */
export const ARCHIVE_SURVEY_ELEMENT_ID = 'survey';

/** ... and the id it has on the page. */
export const ARCHIVE_SURVEY_ELEMENT_PAGE_ID = 'archive-survey';

/** The user id filled into archive HTML: URL-encoded (it sits in links), empty for a visitor. */
export function withArchiveUserId(html: string, userId: string | null): string {
  return html.replaceAll(ARCHIVE_USER_ID_PLACEHOLDER, userId ? encodeURIComponent(userId) : '');
}
