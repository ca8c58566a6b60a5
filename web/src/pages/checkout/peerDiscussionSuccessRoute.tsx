import { useLoaderData } from 'react-router';
import { PeerDiscussionSuccessPage } from './successRoutes';

export { loader } from './successRoutes';

export function Component() {
  return <PeerDiscussionSuccessPage hasOrder={useLoaderData() !== null} />;
}
