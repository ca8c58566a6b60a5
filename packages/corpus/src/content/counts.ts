// How many items of each other content type a corpus holds. They scale with the number of reports
// (per 5,000 reports: 400 webinars, 60 surveys, 80 playbooks, 300 blogs, 150 podcasts, 100 tools)
// with a floor, so a small test corpus still fills every search tab and listing page.
export const CONTENT_KINDS = ['webinar', 'survey', 'playbook', 'blog', 'podcast', 'tool'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const PER_5000_REPORTS: Record<ContentKind, number> = { webinar: 400, survey: 60, playbook: 80, blog: 300, podcast: 150, tool: 100 };
// Webinars need more than two pages (9 per page) of upcoming ones and of on-demand ones; surveys
// and playbooks more than a page (9) on each listing tab, and surveys within the last 30 days.
const MINIMUM: Record<ContentKind, number> = { webinar: 72, survey: 40, playbook: 40, blog: 12, podcast: 12, tool: 12 };

export function contentCount(kind: ContentKind, reportCount: number): number {
  return Math.max(MINIMUM[kind], Math.round((reportCount * PER_5000_REPORTS[kind]) / 5000));
}

/** Id prefixes: the spec's own for webinars, surveys and playbooks; ours for the rest (docs/contracts.md). */
export const CONTENT_PREFIX: Record<ContentKind, string> = { webinar: 'WEB', survey: 'SUS', playbook: 'PLA', blog: 'BLG', podcast: 'POD', tool: 'TOL' };
export const CONTENT_NUMBER_BASE = 100000;

export function contentItemId(kind: ContentKind, index: number): string {
  return `${CONTENT_PREFIX[kind]}${CONTENT_NUMBER_BASE + index}`;
}

/** Index of an id of this kind (WEB100007 -> 7), or null when it is not one. */
export function contentIndexOf(kind: ContentKind, id: string): number | null {
  const match = new RegExp(`^${CONTENT_PREFIX[kind]}(\\d+)$`).exec(id);
  if (!match) return null;
  const index = Number(match[1]) - CONTENT_NUMBER_BASE;
  return Number.isSafeInteger(index) && index >= 0 ? index : null;
}
