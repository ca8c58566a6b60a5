// Route module for /functional-priority/{slug?}/{id} and /priority/{slug?}/{id}. The loader preloads
// the priority; an unknown or malformed id rejects it (404 / 400 on the error page).
import type { LoaderFunctionArgs } from 'react-router';
import { redirectToBoldVisionPath } from '../../app/boldVisionPath';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { PriorityPage, PriorityPageQuery } from './PriorityPage';
import { NotFoundPage } from '../error/NotFoundPage';

const loadPriority = idPageLoader(PriorityPageQuery);

export async function loader(args: LoaderFunctionArgs) {
  await redirectToBoldVisionPath(args.request, args.context);
  return loadPriority(args);
}

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  if (!data.priority) return <NotFoundPage />;
  return <PriorityPage key={data.priority.id} priority={data.priority} />;
}
