// Planning guide and prediction pages (spec 3 §2, §6): their kinds and the rules the portal
// applies to them. Their REST shapes are the contracts' (@portal/contracts insights.ts).

export const INSIGHT_PAGE_KINDS = ['planningGuide', 'prediction'] as const;
export type InsightPageKind = (typeof INSIGHT_PAGE_KINDS)[number];

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
