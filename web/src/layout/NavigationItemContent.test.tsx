import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NavigationItemContent, counterLabel, navigationLinkProps } from './NavigationItemContent';
import { navigationIcon } from './navigationIcons';

describe('navigationLinkProps', () => {
  it('routes a portal path and opens an https address in a new tab without a handle on this one', () => {
    expect(navigationLinkProps({ path: '/functions/b2b-sales', external: false })).toMatchObject({ to: '/functions/b2b-sales' });
    expect(navigationLinkProps({ path: 'https://data.meridian.example/markets', external: true })).toEqual({
      component: 'a', href: 'https://data.meridian.example/markets', target: '_blank', rel: 'noopener noreferrer',
    });
  });

  it('makes no link of a missing path, a script, a protocol-relative or a credentialed address', () => {
    expect(navigationLinkProps({ path: null, external: false })).toBeNull();
    expect(navigationLinkProps({ path: 'javascript:alert(1)', external: true })).toBeNull();
    expect(navigationLinkProps({ path: 'https://portal.example@evil.example/', external: true })).toBeNull();
    expect(navigationLinkProps({ path: '//evil.example/', external: false })).toBeNull();
    expect(navigationLinkProps({ path: 'https://evil.example/', external: false })).toBeNull();
  });
});

describe('navigationIcon', () => {
  it('knows the fixed set only', () => {
    expect(navigationIcon('Computer')).not.toBeNull();
    expect(navigationIcon('NoSuchIcon')).toBeNull();
    expect(navigationIcon('constructor')).toBeNull();
    expect(navigationIcon(null)).toBeNull();
  });
});

describe('NavigationItemContent', () => {
  it('says the counter and the external mark to a screen reader, and hides the icons from it', () => {
    render(<NavigationItemContent item={{ label: 'Market data', iconName: 'BarChart', counter: 1, external: true, chevron: true }} />);
    const content = screen.getByText('Market data').parentElement!;
    expect(content.textContent).toBe('Market data1(1 item)(opens in a new tab)');
    expect(content.querySelectorAll('svg:not([aria-hidden="true"])')).toHaveLength(0);
    expect(content.querySelector('[data-icon="BarChart"]')).not.toBeNull();
    expect(counterLabel(12)).toBe('12 items');
  });
});
