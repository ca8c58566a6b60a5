import { useLoaderData } from 'react-router';
import { CheckoutSuccessPage } from './successRoutes';

export { loader } from './successRoutes';

export function Component() {
  return <CheckoutSuccessPage hasOrder={useLoaderData() !== null} />;
}
