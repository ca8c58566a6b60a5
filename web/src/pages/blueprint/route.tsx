// Route module for /blueprint/{slug?}/{id} (spec 1 §2, spec 2 §2): a solution blueprint, always
// reached by a full page load. The loader preloads it; a malformed id is the 404 page before any
// query, an unknown one too (the query answers null).
import { isBlueprintId } from '@portal/domain';
import { graphql } from '../../gql';
import { idPageLoader, useLoadedQuery } from '../../app/pageLoaders';
import { NotFoundPage } from '../error/NotFoundPage';
import { BlueprintPage } from './BlueprintPage';

export const BlueprintPageQuery = graphql(`
  query BlueprintPagePage($id: ID!) {
    blueprint(id: $id) {
      id
      ...BlueprintPage_blueprint
    }
  }
`);

export const loader = idPageLoader(BlueprintPageQuery, isBlueprintId);

export function Component() {
  const { data: loaded } = useLoadedQuery<typeof loader>();
  if (!loaded.blueprint) return <NotFoundPage />;
  return <BlueprintPage key={loaded.blueprint.id} blueprint={loaded.blueprint} />;
}
