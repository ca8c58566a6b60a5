// navigation-service v2 (spec 3 §3, §7): one menu per product, and the source sections the
// portal's link columns are built from. Items nest (a menu button, its groups, their links).
import type { output, ZodType } from 'zod';
import { NAVIGATION_PRODUCTS, NAVIGATION_SECTION_TYPES, z } from '@portal/domain';
import { defineContracts } from './contract.js';

/**
 * A menu item (spec 3 §3). `selected` and `active` are not sent: they depend on the reader's
 * current route, so the client derives them with the domain's matching rule (selectedMenuKeys).
 * Menu items hold menu items. A recursive type does not survive into the emitted declarations when
 * inferred, so this one is written out and the schema is checked against it.
 */
export interface NavigationMenuItemDto {
  label: string;
  key: string;
  /** Where the item links: a portal path, or an absolute https address when `external`. */
  path?: string;
  /** The portal route pattern the item's page is served by ('/functions/:slug/*'), for analytics and matching tools. */
  route?: string;
  description?: string;
  external?: boolean;
  /** A count shown as a badge beside the label (e.g. how many priorities a function has). */
  counter?: number;
  /** Show a chevron: the item leads to more below it. */
  chevron?: boolean;
  /** One of the portal's icon names (web maps them to icons; an unknown name shows none). */
  iconName?: string;
  /** The heading and introduction of the item's open menu or panel. */
  mainHeader?: string;
  mainDescription?: string;
  categoryActionButton?: string;
  categoryActionPath?: string;
  /** Groups of links under a sub-header each: the sub-header is the item's label, the links its menuItems. */
  subHeaderMenuItems?: NavigationMenuItemDto[];
  menuItems?: NavigationMenuItemDto[];
  /** The item opens a dropdown of its links rather than going to its own path. */
  isDropdown?: boolean;
}

export const navigationMenuItemSchema: ZodType<NavigationMenuItemDto> = z.object({
  label: z.string(),
  key: z.string(),
  path: z.string().optional(),
  route: z.string().optional(),
  description: z.string().optional(),
  external: z.boolean().optional(),
  counter: z.number().int().nonnegative().optional(),
  chevron: z.boolean().optional(),
  iconName: z.string().optional(),
  mainHeader: z.string().optional(),
  mainDescription: z.string().optional(),
  categoryActionButton: z.string().optional(),
  categoryActionPath: z.string().optional(),
  get subHeaderMenuItems() {
    return z.array(navigationMenuItemSchema).optional();
  },
  get menuItems() {
    return z.array(navigationMenuItemSchema).optional();
  },
  isDropdown: z.boolean().optional(),
});

export const productNavigationSchema = z.object({ product: z.enum(NAVIGATION_PRODUCTS), menuItems: z.array(navigationMenuItemSchema) });
export type ProductNavigationDto = output<typeof productNavigationSchema>;

export const navigationsResponseSchema = z.object({ navigations: z.array(productNavigationSchema) });
export type NavigationsResponseDto = output<typeof navigationsResponseSchema>;

/** One link of a source section (spec 3 §3); `isPrimaryFunction` marks a function the firm leads with. */
export const navigationLinkSchema = z.object({
  text: z.string(),
  href: z.string(),
  id: z.string(),
  description: z.string().optional(),
  isPrimaryFunction: z.boolean().optional(),
});
export type NavigationLinkDto = output<typeof navigationLinkSchema>;

/**
 * A navigation source section (spec 3 §3): a titled column of links. `href` is the section's own
 * page in the portal, `url` its address outside it (when it has one); `type` says which.
 */
export const navigationSectionSchema = z.object({
  sectionTitle: z.string(),
  sectionId: z.string(),
  href: z.string().optional(),
  url: z.string().optional(),
  type: z.enum(NAVIGATION_SECTION_TYPES),
  linkSections: z.array(z.object({ linkList: z.array(navigationLinkSchema) })),
});
export type NavigationSectionDto = output<typeof navigationSectionSchema>;

export const navigationSectionsResponseSchema = z.object({ sections: z.array(navigationSectionSchema) });
export type NavigationSectionsResponseDto = output<typeof navigationSectionsResponseSchema>;

export const navigationContracts = defineContracts('navigation', '/navigation-service/api/v2', {
  navigations: { method: 'GET', path: '/navigations', response: navigationsResponseSchema },
  sections: { method: 'GET', path: '/sections', response: navigationSectionsResponseSchema },
});
