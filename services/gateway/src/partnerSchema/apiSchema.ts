import { Supergraph } from '@apollo/federation-internals';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';

/**
 * The API schema a client sees from a supergraph: the federation internals (join__ and link
 * directives, their enums and scalars) removed, exactly as the query planner derives it.
 */
export function apiSchemaFromSupergraph(supergraphSdl: string): GraphQLSchema {
  return Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema();
}

/** The API schema printed in a stable order, as committed in released-schema.graphql. */
export function printApiSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
