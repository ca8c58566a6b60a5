// content-service card data for surveys, playbooks, blogs, podcasts and tools (docs/contracts.md):
// what a search card or listing needs, one shape for all of them.

export type ContentItemTypeDto = 'survey' | 'playbook' | 'blog' | 'podcast' | 'tool';

/** SUS survey, PLA playbook (the spec's prefixes), BLG blog, POD podcast, TOL tool (ours). */
export const CONTENT_ITEM_ID_PATTERN = /^(SUS|PLA|BLG|POD|TOL)\d+$/;

export interface ContentItemDto {
  id: string;
  contentId: string;
  contentType: ContentItemTypeDto;
  title: string;
  summary: string;
  path: string;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** Minutes to read (to listen, for a podcast); null for surveys. */
  readTime: number | null;
  /** Playbook tab id, tool badge or podcast series; null otherwise. */
  category: string | null;
  authors: { contentId: string; fullName: string }[];
  /** Surveys only (spec 1 §3 survey summary). */
  surveyType: 'business' | 'consumer' | null;
  respondents: number | null;
}
