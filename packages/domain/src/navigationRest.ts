// navigation-service v2 (spec 3 §3, §7): one menu per product. Items nest (a menu button, its
// groups, their links); the source carries only what the portal shows.
export const NAVIGATION_PRODUCTS = ['FD', 'FMI', 'AOC', 'GUEST'] as const;
export type NavigationProduct = (typeof NAVIGATION_PRODUCTS)[number];

export interface NavigationMenuItemDto {
  label: string;
  key: string;
  path?: string;
  description?: string;
  external?: boolean;
  categoryActionButton?: string;
  categoryActionPath?: string;
  menuItems?: NavigationMenuItemDto[];
}

export interface ProductNavigationDto {
  product: NavigationProduct;
  menuItems: NavigationMenuItemDto[];
}

export interface NavigationsResponseDto {
  navigations: ProductNavigationDto[];
}
