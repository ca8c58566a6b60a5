import { describe, expect, it } from 'vitest';
import { toNavigationMenu, toNavigationSection } from './navigation.mapper.js';
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
      {
        label: 'Markets', key: 'markets', path: '/markets', route: null, description: null, external: true, counter: null, chevron: false, iconName: null,
        mainHeader: null, mainDescription: null, categoryActionButton: null, categoryActionPath: null, subHeaderMenuItems: [], menuItems: [], isDropdown: false,
      },
    ]);
  });

  it('keeps nested items', () => {
    expect(toNavigationMenu(response, 'FD', ['FD']).menuItems[0]!.menuItems[0]!.path).toBe('/functions/it');
  });

  it('carries the fields of spec 3 §3 through, sub-header groups with their links', () => {
    const item = toNavigationMenu({
      navigations: [{
        product: 'GUEST',
        menuItems: [{
          label: 'Who We Serve', key: 'who', isDropdown: true, chevron: true, counter: 2, iconName: 'Groups', mainHeader: 'Who we serve', mainDescription: 'Six audiences',
          menuItems: [{ label: 'CIOs', key: 'cio', path: '/functions/technology-executives', route: '/functions/:slug/*' }],
          subHeaderMenuItems: [{ label: 'Technology leaders', key: 'tech', menuItems: [{ label: 'CIOs', key: 'cio', path: '/functions/technology-executives' }] }],
        }],
      }],
    }, 'GUEST', ['GUEST']).menuItems[0]!;
    expect(item).toMatchObject({ isDropdown: true, chevron: true, counter: 2, iconName: 'Groups', mainHeader: 'Who we serve', mainDescription: 'Six audiences' });
    expect(item.menuItems[0]!.route).toBe('/functions/:slug/*');
    expect(item.subHeaderMenuItems[0]!.label).toBe('Technology leaders');
    expect(item.subHeaderMenuItems[0]!.menuItems[0]!.path).toBe('/functions/technology-executives');
  });
});

describe('toNavigationSection', () => {
  it('fills the optional fields and keeps the link groups', () => {
    expect(toNavigationSection({
      sectionTitle: 'Functions', sectionId: 'functions', href: '/functions', type: 'functions',
      linkSections: [{ linkList: [{ text: 'Security and Risk', href: '/functions/security-and-risk', id: 'f1', isPrimaryFunction: true }] }, { linkList: [{ text: 'Revenue Operations', href: '/functions/revenue-operations', id: 'f2' }] }],
    })).toEqual({
      sectionTitle: 'Functions', sectionId: 'functions', href: '/functions', url: null, type: 'functions',
      linkSections: [
        { linkList: [{ text: 'Security and Risk', href: '/functions/security-and-risk', id: 'f1', description: null, isPrimaryFunction: true }] },
        { linkList: [{ text: 'Revenue Operations', href: '/functions/revenue-operations', id: 'f2', description: null, isPrimaryFunction: false }] },
      ],
    });
  });
});
