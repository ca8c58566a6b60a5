import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { CartLink, cartLinkLabel, HeaderCartCountQuery } from './CartLink';

describe('CartLink', () => {
  it('names the count in its label', () => {
    expect(cartLinkLabel(undefined)).toBe('Cart');
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(2)).toBe('Cart, 2 items');
  });

  it('links to /cart with the count from the cart query', async () => {
    const mocks = [{ request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 1 } } } }];
    const router = createMemoryRouter([{ path: '/', element: <CartLink /> }]);
    render(
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('1');
  });

  it('holds no badge text for an empty cart (axe: the text must be in the name)', async () => {
    const mocks = [{ request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } }];
    const router = createMemoryRouter([{ path: '/', element: <CartLink /> }]);
    render(
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>,
    );
    expect((await screen.findByRole('link', { name: 'Cart, 0 items' })).textContent).toBe('');
  });
});
