// The flex page route (spec 2 §2, §3): the optional tab bar selected by ?tab= (tabs are links; an
// unknown tab shows the first), the page's own body when it has no tabs, and the 404 page for an
// unknown or malformed id.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { Component, loader, shouldRevalidate } from './route';
import { renderRoutes } from '../../test/renderRoutes';
import { RouteErrorBoundary } from '../error/RouteErrorBoundary';

const section = (id: string, title: string, text: string) => ({
  __typename: 'ReportSection' as const,
  id,
  title,
  blocks: [{ __typename: 'Paragraph' as const, text }],
});

const button = (cta: string, contentUrl: string | null, link: string | null) => ({ __typename: 'FlexButton' as const, cta, contentUrl, link });

function flexPage(id: string, tabs: { id: string; title: string }[]) {
  return {
    __typename: 'FlexPage' as const,
    id,
    slug: 'customer-obsession',
    title: 'Customer Obsession',
    eyebrow: 'Our Point Of View',
    description: 'Put the customer first.',
    backgroundImage: `/images/heroes/${id}.svg`,
    heroGradient: 'navy' as const,
    overView: 'Customer-obsessed organizations grow faster.',
    primaryButton: button('Explore the research', '/functions/customer-experience', null),
    secondaryButton: button('Read the press release', null, '/press/customer-obsession'),
    tabs: tabs.map((tab) => ({ __typename: 'FlexTab' as const, ...tab, sections: [section(`${tab.id}-s`, `${tab.title} heading`, `${tab.title} text`)] })),
    sections: tabs.length === 0 ? [section('own', 'Own heading', 'Own text')] : [],
    navEntries: [{ __typename: 'FlexNavEntry' as const, id: 'PG11', title: 'The Future Of Work', path: '/content/future-of-work/PG11' }],
  };
}

const TABS = [
  { id: 'overview', title: 'Overview' },
  { id: 'the-journey', title: 'The Journey' },
  { id: 'resources', title: 'Resources' },
];

function renderFlex(path: string, page: ReturnType<typeof flexPage> | null) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.variables.id as string);
        observer.next({ data: { flexPage: page } });
        observer.complete();
      }),
  );
  const { router } = renderRoutes([{ path: '/content/:slug?/:id', loader, Component, shouldRevalidate, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null }], path, link);
  return { asked, router };
}

const tabBar = () => screen.findByRole('tablist', { name: 'Customer Obsession sections' }, { timeout: 10_000 });

describe('the flex page tab bar', () => {
  it('shows every tab as a link to ?tab=, the first selected when no tab is asked for', async () => {
    const { asked } = renderFlex('/content/customer-obsession/PG14', flexPage('PG14', TABS));
    const tabs = within(await tabBar()).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Overview', '/content/customer-obsession/PG14?tab=overview'],
      ['The Journey', '/content/customer-obsession/PG14?tab=the-journey'],
      ['Resources', '/content/customer-obsession/PG14?tab=resources'],
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    within(screen.getByRole('region', { name: 'Overview' })).getByRole('heading', { level: 2, name: 'Overview heading' });
    expect(screen.queryByText('The Journey text')).toBeNull();
    expect(asked).toEqual(['PG14']);
  });

  it('selects the tab ?tab= names, and another tab link shows its body without asking again', async () => {
    const { asked, router } = renderFlex('/content/customer-obsession/PG14?tab=the-journey', flexPage('PG14', TABS));
    expect(within(await tabBar()).getByRole('tab', { name: 'The Journey' }).getAttribute('aria-selected')).toBe('true');
    screen.getByText('The Journey text');
    expect(document.title).toContain('The Journey | Customer Obsession');
    fireEvent.click(screen.getByRole('tab', { name: 'Resources' }));
    await screen.findByText('Resources text');
    expect(router.state.location.search).toBe('?tab=resources');
    expect(screen.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('The Journey text')).toBeNull();
    expect(asked).toEqual(['PG14']);
  });

  it.each(['unknown', 'OVERVIEW', ''])('shows the first tab for ?tab=%s', async (tab) => {
    renderFlex(`/content/customer-obsession/PG14?tab=${tab}`, flexPage('PG14', TABS));
    expect(within(await tabBar()).getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    screen.getByText('Overview text');
  });

  it('shows no tab bar on a page without tabs, but its own body, hero buttons and nav entries', async () => {
    renderFlex('/content/PG11', flexPage('PG11', []));
    await screen.findByRole('heading', { level: 1, name: 'Customer Obsession' }, { timeout: 10_000 });
    expect(screen.queryByRole('tablist')).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Own heading' });
    expect(screen.getByRole('link', { name: 'Explore the research' }).getAttribute('href')).toBe('/functions/customer-experience');
    expect(screen.getByRole('link', { name: 'Read the press release' }).getAttribute('href')).toBe('/press/customer-obsession');
    const nav = within(screen.getByRole('navigation', { name: 'More topics' }));
    expect(nav.getByRole('link', { name: 'The Future Of Work' }).getAttribute('href')).toBe('/content/future-of-work/PG11');
  });
});

describe('the flex page route', () => {
  it('shows the 404 page for an unknown page', async () => {
    renderFlex('/content/PG999', null);
    await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 10_000 });
  });

  it('shows the 404 page for a malformed id without asking', async () => {
    const { asked } = renderFlex('/content/x/RES100000', flexPage('PG14', TABS));
    await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 10_000 });
    expect(asked).toEqual([]);
  });
});
