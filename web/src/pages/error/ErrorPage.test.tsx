import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeError } from './describeError';
import { ErrorPage } from './ErrorPage';

function renderErrorPage(status: number, message = 'Details for support') {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage status={status} message={message} /> }], {
    initialEntries: ['/report/a-report/RES100002?tab=1'],
  });
  return render(<RouterProvider router={router} />);
}

function linkHref(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('ErrorPage', () => {
  it.each([401, 403])('tells a %i visitor they have no access, with home, support and login', (status) => {
    renderErrorPage(status);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You Do Not Have Access');
    screen.getByText('We are sorry. You do not have access to this provider content.');
    expect(linkHref('Return to Home')).toBe('/myhome');
    expect(linkHref('Contact Customer Support')).toBe('/contact-form?id=9');
    // The return target travels in the redirect cookie, saved when Log in is followed.
    expect(linkHref('Log in')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Customer Success Services' })).toBeNull();
  });

  it('shows the problem text and Customer Success Services for other errors', () => {
    renderErrorPage(500);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We're sorry. There's a problem with the page you're looking for.");
    expect(linkHref('Customer Success Services')).toBe('/contact-form?id=10');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('names an unknown page as not found', () => {
    renderErrorPage(404);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page could not be found');
    expect(linkHref('Customer Success Services')).toBe('/contact-form?id=10');
  });

  it('keeps the status and message in a collapsed debug area', () => {
    const { container } = renderErrorPage(502, 'Upstream timed out');
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain('502');
    expect(details?.textContent).toContain('Upstream timed out');
  });
});

describe('describeError', () => {
  it('reads the status from the first GraphQL error extensions', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Research RES1 not found', extensions: { status: 404, code: 'NOT_FOUND' } }],
    });
    expect(describeError(error)).toEqual({ status: 404, message: 'Research RES1 not found' });
  });

  it('defaults to 500 for errors without a status', () => {
    expect(describeError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
    expect(describeError('weird')).toEqual({ status: 500, message: 'Something unexpected happened' });
  });
});
