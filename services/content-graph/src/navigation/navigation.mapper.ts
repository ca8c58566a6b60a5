import { combineMenus, isCombinedMenu, type NavigationProduct } from '@portal/domain';
import type { NavigationLink, NavigationSection } from './navigation-section.type.js';
import type { NavigationMenu, NavigationMenuItem } from './navigation.type.js';
import type { NavigationLinkDto, NavigationMenuItemDto, NavigationSectionDto, NavigationsResponseDto } from '@portal/contracts';

export function toMenuItem(dto: NavigationMenuItemDto): NavigationMenuItem {
  return {
    label: dto.label,
    key: dto.key,
    path: dto.path ?? null,
    route: dto.route ?? null,
    description: dto.description ?? null,
    external: dto.external ?? false,
    counter: dto.counter ?? null,
    chevron: dto.chevron ?? false,
    iconName: dto.iconName ?? null,
    mainHeader: dto.mainHeader ?? null,
    mainDescription: dto.mainDescription ?? null,
    categoryActionButton: dto.categoryActionButton ?? null,
    categoryActionPath: dto.categoryActionPath ?? null,
    subHeaderMenuItems: (dto.subHeaderMenuItems ?? []).map(toMenuItem),
    menuItems: (dto.menuItems ?? []).map(toMenuItem),
    isDropdown: dto.isDropdown ?? false,
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

function toLink(dto: NavigationLinkDto): NavigationLink {
  return { id: dto.id, text: dto.text, href: dto.href, description: dto.description ?? null, isPrimaryFunction: dto.isPrimaryFunction ?? false };
}

export function toNavigationSection(dto: NavigationSectionDto): NavigationSection {
  return {
    sectionId: dto.sectionId,
    sectionTitle: dto.sectionTitle,
    href: dto.href ?? null,
    url: dto.url ?? null,
    type: dto.type,
    linkSections: dto.linkSections.map((group) => ({ linkList: group.linkList.map(toLink) })),
  };
}
