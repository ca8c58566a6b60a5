import { combineMenus, isCombinedMenu, type NavigationProduct } from '@portal/domain';
import type { NavigationMenu, NavigationMenuItem } from './navigation.type.js';
import type { NavigationMenuItemDto, NavigationsResponseDto } from '@portal/contracts';

export function toMenuItem(dto: NavigationMenuItemDto): NavigationMenuItem {
  return {
    label: dto.label,
    key: dto.key,
    path: dto.path ?? null,
    description: dto.description ?? null,
    external: dto.external ?? false,
    categoryActionButton: dto.categoryActionButton ?? null,
    categoryActionPath: dto.categoryActionPath ?? null,
    menuItems: (dto.menuItems ?? []).map(toMenuItem),
  };
}

/** The chosen product's menu, combined with FMI's for an FD caller who has both. */
export function toNavigationMenu(
  response: NavigationsResponseDto,
  product: NavigationProduct,
  products: NavigationProduct[],
): NavigationMenu {
  const itemsOf = (p: NavigationProduct) => response.navigations.find((n) => n.product === p)?.menuItems ?? [];
  const combined = isCombinedMenu(product, products);
  const items = combined ? combineMenus(itemsOf('FD'), itemsOf('FMI')) : itemsOf(product);
  return { product, products, combined, menuItems: items.map(toMenuItem) };
}
