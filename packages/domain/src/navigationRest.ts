// navigation-service v2 (spec 3 §3, §7): one menu per product (the shapes: @portal/contracts navigation).
export const NAVIGATION_PRODUCTS = ['FD', 'FMI', 'AOC', 'GUEST'] as const;
export type NavigationProduct = (typeof NAVIGATION_PRODUCTS)[number];

/** What a navigation source section gathers (spec 3 §3): the footer lays its columns out by these. */
export const NAVIGATION_SECTION_TYPES = ['functions', 'audiences', 'research', 'company'] as const;
export type NavigationSectionType = (typeof NAVIGATION_SECTION_TYPES)[number];
