import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

type GraphiQLOptions = NonNullable<Parameters<typeof renderGraphiQL>[0]>;

/**
 * GraphiQL with its scripts and styles inlined: the runtime's default loads them from unpkg and
 * stays on "Loading..." on a machine without internet access.
 */
export function renderExplorer(options: GraphiQLOptions): string {
  return renderGraphiQL({ ...options, title: 'Research portal GraphQL explorer', subscriptionsProtocol: 'WS' });
}
