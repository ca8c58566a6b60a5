// Route module for /my-account/products, loaded lazily. The loader preloads the user's products
// from the network every time: a registration made elsewhere must show.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { preloadQueryContext } from '../../../app/routerContext';
import { ProductsPage } from './ProductsPage';
import { ProductsPageQuery } from './productsPage.query';
import { isUnauthorized } from '../../auth/sessionCheck';

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(ProductsPageQuery, { fetchPolicy: 'network-only', errorPolicy: 'all' }));
}

export function Component() {
  const queryRef = useLoaderData<typeof loader>();
  const { data, error } = useReadQuery(queryRef);
  // Logged out (or the session ended): the log-in prompt. Anything else goes to the error page.
  if (error && !isUnauthorized(error)) throw error;
  return <ProductsPage myProducts={data?.myProducts ?? null} />;
}
