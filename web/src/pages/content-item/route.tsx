// Route module for /blogs/:slug/:id, /podcasts/:slug/:id and /tools/:slug/:id, loaded lazily: the
// loader preloads the page's one query; an unknown id rejects it with the 404 the error page shows.
import { graphql } from '../../gql';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { ContentItemPage } from './ContentItemPage';
import { NotFoundPage } from '../error/NotFoundPage';

export const ContentItemPageQuery = graphql(`
  query ContentItemPage($id: ID!) {
    contentItem(id: $id) {
      id
      ...ContentItemPage_item
    }
  }
`);

export const loader = idPageLoader(ContentItemPageQuery);

export function Component() {
  const { data } = useLoadedQuery<typeof loader>();
  if (!data.contentItem) return <NotFoundPage />;
  return <ContentItemPage key={data.contentItem.id} item={data.contentItem} />;
}
