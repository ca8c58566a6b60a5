// The functions listing's two groups and a function page's tabs, nav groups and priority links
// (spec 3 §2, §6), rendered from query data.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeFragmentData } from '../../gql';
import { FunctionDetailPage } from './FunctionDetailPage';
import { FunctionsPage } from './FunctionsPage';
import { ServiceCardFragment } from './ServiceCard';

const service = (id: string, title: string, isSubscribed: boolean) => ({
  __typename: 'Service' as const,
  id,
  ...makeFragmentData(
    { __typename: 'Service', id, title, description: `${title} research`, category: 'B2B', contentType: 'Function', contentURL: `/functions/x/${id}`, isSubscribed },
    ServiceCardFragment,
  ),
});

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('FunctionsPage', () => {
  it('lists subscribed functions apart from previewable ones', () => {
    renderAt('/functions', <FunctionsPage title="Functions" listing={{ __typename: 'ServiceListing', subscribed: [service('SER1', 'B2B Sales', true)], previewable: [service('SER2', 'Revenue Operations', false)] }} />);
    screen.getByRole('heading', { level: 1, name: 'Functions' });
    const yours = within(screen.getByRole('region', { name: 'Your subscriptions' }));
    expect(yours.getByRole('link', { name: 'B2B Sales' }).getAttribute('href')).toBe('/functions/x/SER1');
    expect(yours.getByText('Subscribed')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Explore more functions' })).getAllByRole('article')).toHaveLength(1);
  });

  it('says so when nothing is available', () => {
    renderAt('/functions', <FunctionsPage title="Functions" listing={{ __typename: 'ServiceListing', subscribed: [], previewable: [] }} />);
    expect(screen.getByRole('status').textContent).toBe('No functions are available to you yet.');
  });
});

describe('FunctionDetailPage', () => {
  const page = {
    __typename: 'ServicePage' as const,
    id: 'SER2',
    service: { __typename: 'Service' as const, id: 'SER2', slug: 'b2b-sales', title: 'B2B Sales', description: 'For sales leaders', category: 'B2B', contentType: 'Function', contentURL: '/functions/b2b-sales/SER2' },
    priorities: [{ __typename: 'Priority' as const, id: 'PRI8', label: 'Improve forecast accuracy', description: 'Forecasts from evidence', path: '/functional-priority/b2b-sales/PRI8' }],
    tabs: [
      { __typename: 'ServiceTab' as const, label: 'Functional Priorities', slug: 'functional-priorities', items: [] },
      {
        __typename: 'ServiceTab' as const,
        label: 'Case Studies',
        slug: 'case-studies',
        items: [{ __typename: 'ServiceTabItem' as const, id: 'RES1', title: 'How Acme sells', summary: 'A case', path: '/report/acme/RES1', publishedDate: '2026-01-02', label: 'Case Study' }],
      },
    ],
    relatedFunctions: [{ __typename: 'Service' as const, id: 'SER1', title: 'B2B Marketing Executives', contentURL: '/functions/b2b-marketing-executives/SER1' }],
  };

  it('shows the priorities tab by default, with both nav groups', () => {
    renderAt('/functions/b2b-sales/SER2', <FunctionDetailPage page={page} basePath="/functions/b2b-sales/SER2" tab={null} />);
    const tabs = screen.getByRole('tablist', { name: 'B2B Sales sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['Functional Priorities', '/functions/b2b-sales/SER2'],
      ['Case Studies', '/functions/b2b-sales/SER2/case-studies'],
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Functional Priorities' }).getAttribute('aria-selected')).toBe('true');
    const priorities = within(screen.getByRole('list', { name: 'Functional priorities' }));
    expect(priorities.getByRole('link', { name: 'Improve forecast accuracy' }).getAttribute('href')).toBe('/functional-priority/b2b-sales/PRI8');
    const nav = within(screen.getByRole('navigation', { name: 'Functions' }));
    expect(nav.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Your Function', 'Related Functions']);
    expect(nav.getByRole('link', { name: 'B2B Sales' }).getAttribute('aria-current')).toBe('page');
  });

  it('selects a tab by its slug', () => {
    renderAt('/functions/b2b-sales/SER2/case-studies', <FunctionDetailPage page={page} basePath="/functions/b2b-sales/SER2" tab="case-studies" />);
    expect(screen.getByRole('tab', { name: 'Case Studies' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'How Acme sells' }).getAttribute('href')).toBe('/report/acme/RES1');
  });
});
