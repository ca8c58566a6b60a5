// Route module for /blueprint/{slug?}/{id} (spec 1 §2, spec 2 §2): a solution blueprint, always
// reached by a full page load. The loader preloads it; a malformed id is the 404 page before any
// query, an unknown one too (the query answers null).
import { data, type LoaderFunctionArgs } from 'react-router';
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

const loadBlueprint = idPageLoader(BlueprintPageQuery);

export async function loader(args: LoaderFunctionArgs) {
  if (!isBlueprintId(args.params.id)) throw data('This page could not be found', { status: 404 });
  return loadBlueprint(args);
}

export function Component() {
  const { data: loaded } = useLoadedQuery<typeof loader>();
  if (!loaded.blueprint) return <NotFoundPage />;
  return <BlueprintPage key={loaded.blueprint.id} blueprint={loaded.blueprint} />;
}
