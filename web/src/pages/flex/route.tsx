// Route module for /content/{slug?}/{id}?tab={tab} (spec 1 §2, spec 2 §2): a flex page. The loader
// preloads the page with all its tabs; a malformed id is the 404 page before any query, an unknown
// one too (the query answers null). Another tab of the same page keeps the loaded page.
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isFlexPageId } from '@portal/domain';
import { graphql } from '../../gql';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { NotFoundPage } from '../error/NotFoundPage';
import { FlexPage } from './FlexPage';

export const FlexPageQuery = graphql(`
  query FlexPagePage($id: ID!) {
    flexPage(id: $id) {
      id
      ...FlexPage_page
    }
  }
`);

export const loader = idPageLoader(FlexPageQuery, isFlexPageId);

/** Only the tab changed: the page is already loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const { data: loaded } = useLoadedQuery<typeof loader>();
  const [searchParams] = useSearchParams();
  if (!loaded.flexPage) return <NotFoundPage />;
  return <FlexPage key={loaded.flexPage.id} page={loaded.flexPage} tab={searchParams.get('tab')} />;
}
