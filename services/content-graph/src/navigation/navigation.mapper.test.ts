import { describe, expect, it } from 'vitest';
import { toNavigationMenu } from './navigation.mapper.js';
import type { NavigationsResponseDto } from '@portal/contracts';

const response: NavigationsResponseDto = {
  navigations: [
    { product: 'FD', menuItems: [{ label: 'Functions', key: 'functions', menuItems: [{ label: 'IT', key: 'it', path: '/functions/it' }] }] },
    { product: 'FMI', menuItems: [{ label: 'Markets', key: 'markets', path: '/markets', external: true }] },
    { product: 'GUEST', menuItems: [{ label: 'Search', key: 'search', path: '/allSearch' }] },
  ],
};

describe('toNavigationMenu', () => {
  it('combines FD with FMI for a caller who has both', () => {
    const menu = toNavigationMenu(response, 'FD', ['FD', 'FMI']);
    expect(menu.combined).toBe(true);
    expect(menu.menuItems.map((i) => i.key)).toEqual(['functions', 'markets']);
  });

  it('shows one product alone and fills the optional fields', () => {
    const menu = toNavigationMenu(response, 'FMI', ['FD', 'FMI']);
    expect(menu.combined).toBe(false);
    expect(menu.menuItems).toEqual([
      { label: 'Markets', key: 'markets', path: '/markets', description: null, external: true, categoryActionButton: null, categoryActionPath: null, menuItems: [] },
    ]);
  });

  it('keeps nested items', () => {
    expect(toNavigationMenu(response, 'FD', ['FD']).menuItems[0]!.menuItems[0]!.path).toBe('/functions/it');
  });
});
