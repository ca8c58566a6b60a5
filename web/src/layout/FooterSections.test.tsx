import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FooterSections, FooterSectionsQuery } from './FooterSections';

const link = (id: string, text: string, href: string, isPrimaryFunction = false) => ({ __typename: 'NavigationLink', id, text, href, description: null, isPrimaryFunction });
const sections = [
  {
    __typename: 'NavigationSection', sectionId: 'functions', sectionTitle: 'Functions', href: '/functions', url: null, type: 'functions',
    linkSections: [
      { __typename: 'NavigationLinkSection', linkList: [link('f1', 'Security and Risk', '/functions/security-and-risk', true)] },
      { __typename: 'NavigationLinkSection', linkList: [link('f2', 'Revenue Operations', '/functions/revenue-operations')] },
    ],
  },
  {
    __typename: 'NavigationSection', sectionId: 'company', sectionTitle: 'Company', href: null, url: 'https://www.meridian.example/about', type: 'company',
    linkSections: [{ __typename: 'NavigationLinkSection', linkList: [link('c1', 'Careers', 'https://careers.meridian.example/'), link('c2', 'Bad', 'javascript:alert(1)')] }],
  },
];

function renderFooter(result: object) {
  const router = createMemoryRouter([{ path: '*', element: <FooterSections /> }]);
  render(
    <MockedProvider mocks={[{ request: { query: FooterSectionsQuery }, ...result }] as never[]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('FooterSections', () => {
  it('lays the source sections out as titled link columns, primary functions marked, external links in a new tab', async () => {
    renderFooter({ result: { data: { navigationSections: sections } } });
    const siteMap = await screen.findByRole('navigation', { name: 'Site map' });
    const functions = within(siteMap).getByRole('region', { name: 'Functions' });
    expect(within(functions).getByRole('link', { name: 'Functions' }).getAttribute('href')).toBe('/functions');
    expect(within(functions).getByRole('link', { name: 'Security and Risk (primary function)' }).getAttribute('href')).toBe('/functions/security-and-risk');
    expect(within(functions).getByRole('link', { name: 'Revenue Operations' }).querySelector('[data-testid="primary-function"]')).toBeNull();
    const company = within(siteMap).getByRole('region', { name: 'Company (opens in a new tab)' });
    const careers = within(company).getByRole('link', { name: 'Careers (opens in a new tab)' });
    expect([careers.getAttribute('target'), careers.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(company).queryByText('Bad')).toBeNull();
  });
});
