// navigation-service v2 (spec 3 §3, §7): one menu per product. Items nest (a menu button, its
// groups, their links); the source carries only what the portal shows.
import type { output, ZodType } from 'zod';
import { NAVIGATION_PRODUCTS, z } from '@portal/domain';
import { defineContracts } from './contract.js';

/**
 * Menu items hold menu items. A recursive type does not survive into the emitted declarations when
 * inferred, so this one is written out and the schema is checked against it.
 */
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

export const navigationMenuItemSchema: ZodType<NavigationMenuItemDto> = z.object({
  label: z.string(),
  key: z.string(),
  path: z.string().optional(),
  description: z.string().optional(),
  external: z.boolean().optional(),
  categoryActionButton: z.string().optional(),
  categoryActionPath: z.string().optional(),
  get menuItems() {
    return z.array(navigationMenuItemSchema).optional();
  },
});

export const productNavigationSchema = z.object({ product: z.enum(NAVIGATION_PRODUCTS), menuItems: z.array(navigationMenuItemSchema) });
export type ProductNavigationDto = output<typeof productNavigationSchema>;

export const navigationsResponseSchema = z.object({ navigations: z.array(productNavigationSchema) });
export type NavigationsResponseDto = output<typeof navigationsResponseSchema>;

export const navigationContracts = defineContracts('navigation', '/navigation-service/api/v2', {
  navigations: { method: 'GET', path: '/navigations', response: navigationsResponseSchema },
});
