// navigation-service v2 (spec 3 §3, §7): one menu per product (the shapes: @portal/contracts navigation).
export const NAVIGATION_PRODUCTS = ['FD', 'FMI', 'AOC', 'GUEST'] as const;
export type NavigationProduct = (typeof NAVIGATION_PRODUCTS)[number];
