// The cart page and "Add to cart" against Apollo's real cache (apollo.ts type policies): the page's
// items, total, checkout link and empty state; a remove that empties the page and the header's
// count, with a toast; an add that marks the content in the cart and counts it in the header; a
// refused add says why.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { createCache } from '../../app/apollo';
import { AnnounceProvider, LiveRegion } from '../../a11y/announce';
import { CartLink, HeaderCartCountQuery } from '../../layout/CartLink';
import { Toast, ToastProvider } from '../../layout/toast';
import { makeFragmentData } from '../../gql';
import { SearchResultCard, SearchResultCardFragment } from '../search/SearchResultCard';
import { searchCardFixture } from '../../test/searchFixture';
import { AddToCartButton, AddToCartButtonFragment, AddToCartMutation } from './AddToCartButton';
import { RemoveFromCartMutation } from './CartItemRow';
import { CartPage, EMPTY_CART_TEXT } from './CartPage';
import { CartPageQuery } from './route';

const item = {
  __typename: 'CartItem',
  contentId: 'RES100003',
  cartType: 'RES',
  title: 'The state of zero trust',
  path: '/report/the-state-of-zero-trust/RES100003',
  image: null,
  formattedPrice: '$795.00',
} as const;
const fullCart = { __typename: 'Cart', count: 1, total: 79_500, formattedTotal: '$795.00', items: [item] } as const;
const emptyCart = { __typename: 'Cart', count: 0, total: 0, formattedTotal: '$0.00', items: [] } as const;

function renderWith(client: ApolloClient, ui: React.ReactNode) {
  render(
    <ApolloProvider client={client}>
      <AnnounceProvider>
        <ToastProvider>
          <MemoryRouter>
            <CartLink />
            <main>{ui}</main>
            <Toast />
          </MemoryRouter>
        </ToastProvider>
        <LiveRegion />
      </AnnounceProvider>
    </ApolloProvider>,
  );
}

/** The cart page as its route shows it, reading the query from the cache. */
function CartFromCache() {
  const { data } = useQuery(CartPageQuery, { fetchPolicy: 'cache-only' });
  return data ? <CartPage cart={data.cart} /> : null;
}

function clientWith(mocks: MockLink.MockedResponse[], cart: object) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
  client.writeQuery({ query: CartPageQuery, data: { cart } as never });
  return client;
}

describe('the cart page', () => {
  it('lists each item with its link and price, the total and the way to checkout', async () => {
    renderWith(clientWith([], fullCart), <CartFromCache />);
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    const link = within(list).getByRole('link', { name: item.title });
    expect(link.getAttribute('href')).toBe(item.path);
    within(list).getByText('$795.00');
    expect(screen.getByRole('region', { name: 'Order total' }).textContent).toContain('Total: $795.00');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
    await screen.findByRole('link', { name: 'Cart, 1 item' });
  });

  it('removes an item: the empty state shows, the header counts 0 and the toast says so', async () => {
    const mocks = [{ request: { query: RemoveFromCartMutation, variables: { contentId: item.contentId } }, result: { data: { removeFromCart: emptyCart } } }];
    renderWith(clientWith(mocks, fullCart), <CartFromCache />);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${item.title} from cart` }));
    await screen.findByText(EMPTY_CART_TEXT);
    expect((await screen.findByRole('status')).textContent).toBe(`${item.title} was removed from your cart`);
    const header = await screen.findByRole('link', { name: 'Cart, 0 items' });
    expect(header.textContent).toBe('');
  });

  it('says when a remove failed, and keeps the item', async () => {
    const mocks = [{ request: { query: RemoveFromCartMutation, variables: { contentId: item.contentId } }, result: { errors: [new GraphQLError('Service unavailable')] } }];
    renderWith(clientWith(mocks, fullCart), <CartFromCache />);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${item.title} from cart` }));
    expect((await screen.findByRole('status')).textContent).toBe(`Could not remove ${item.title} from your cart. Please try again.`);
    screen.getByRole('link', { name: item.title });
  });

  it('shows the empty state, and no checkout, for an empty cart', () => {
    renderWith(clientWith([], emptyCart), <CartFromCache />);
    screen.getByText(EMPTY_CART_TEXT);
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
  });
});

describe('Add to cart', () => {
  const purchase = { __typename: 'Purchase', contentId: 'RES100003', formattedPrice: '$795.00', inCart: false } as const;

  function renderButton(mocks: MockLink.MockedResponse[]) {
    const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
    client.writeQuery({ query: HeaderCartCountQuery, data: { cart: { __typename: 'Cart', count: 0 } } as never });
    client.cache.writeFragment({ fragment: AddToCartButtonFragment, data: purchase as never });
    function FromCache() {
      const ref = client.cache.identify(purchase);
      const data = client.cache.readFragment({ id: ref, fragment: AddToCartButtonFragment });
      return data ? <AddToCartButton purchase={makeFragmentData(data, AddToCartButtonFragment)} title={item.title} /> : null;
    }
    renderWith(client, <FromCache />);
    return client;
  }

  it('adds by id alone; the header counts it and the button says In cart', async () => {
    const client = renderButton([{ request: { query: AddToCartMutation, variables: { contentId: 'RES100003' } }, result: { data: { addToCart: { __typename: 'Cart', count: 1 } } } }]);
    screen.getByText('$795.00');
    fireEvent.click(screen.getByRole('button', { name: `Add to cart: ${item.title}` }));
    await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect((await screen.findByRole('status')).textContent).toBe(`${item.title} was added to your cart`);
    expect(client.cache.readFragment({ id: client.cache.identify(purchase), fragment: AddToCartButtonFragment })?.inCart).toBe(true);
  });

  it('says why the server refused', async () => {
    renderButton([{ request: { query: AddToCartMutation, variables: { contentId: 'RES100003' } }, result: { errors: [new GraphQLError('RES100003 is already yours: your subscription or registration includes it')] } }]);
    fireEvent.click(screen.getByRole('button', { name: `Add to cart: ${item.title}` }));
    expect((await screen.findByRole('status')).textContent).toBe(`Could not add ${item.title} to your cart: RES100003 is already yours: your subscription or registration includes it`);
    screen.getByRole('link', { name: 'Cart, 0 items' });
  });
});

describe('a search card', () => {
  const card = (purchase: object | null) => searchCardFixture(3, { sale: { __typename: 'ContentSale', contentId: 'RES100003', purchase } });

  it('offers Add to cart with the price for research the reader may buy', () => {
    const purchase = { __typename: 'Purchase', contentId: 'RES100003', formattedPrice: '$795.00', inCart: false };
    renderWith(clientWith([], emptyCart), <SearchResultCard card={makeFragmentData(card(purchase) as never, SearchResultCardFragment)} />);
    const article = screen.getByRole('article');
    within(article).getByRole('button', { name: 'Add to cart: Customer Experience Report 3' });
    within(article).getByText('$795.00');
  });

  it('offers nothing for content that is not for sale to the reader', () => {
    renderWith(clientWith([], emptyCart), <SearchResultCard card={makeFragmentData(card(null) as never, SearchResultCardFragment)} />);
    expect(within(screen.getByRole('article')).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
