// planning-guide-service and prediction-service JSON (spec 3 §2, §6): shared by services/upstream
// and content-graph (docs/contracts-listings.md).

export type InsightPageKind = 'planningGuide' | 'prediction';

export interface InsightPageCardDto {
  id: string;
  contentId: string;
  kind: InsightPageKind;
  slug: string;
  /** /insights/planning-guides/{slug} or /insights/predictions/{slug}/{id} */
  path: string;
  title: string;
  summary: string;
  year: number;
  /** YYYY-MM-DD */
  publishedDate: string;
  functionName: string;
  /** 'restricted' pages need a signed-in user. */
  access: 'public' | 'restricted';
}

export interface InsightSectionDto {
  /** The tab slug: the last path segment selects it. */
  id: string;
  title: string;
  paragraphs: string[];
}

export interface InsightPageDto extends InsightPageCardDto {
  topics: string[];
  authors: { contentId: string; fullName: string }[];
  sections: InsightSectionDto[];
}

/** Spec 3 §6: what the portal shows when such a page returns nothing. */
export const NO_ACCESS_MESSAGES = {
  planningGuide: 'The user has no access to Planning Guides Page.',
  prediction: 'The user has no access to Prediction Page.',
} as const satisfies Record<InsightPageKind, string>;

export const PLANNING_GUIDES_BASE_PATH = '/insights/planning-guides';
export const PREDICTIONS_BASE_PATH = '/insights/predictions';

/**
 * The tab of a page selected by the last path segment (spec 3 §2), among the page's sections;
 * the first section when the path names none of them.
 */
export function insightTabOf<T extends { id: string }>(pathname: string, sections: readonly T[]): T | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return sections.find((section) => section.id === last) ?? sections[0];
}
