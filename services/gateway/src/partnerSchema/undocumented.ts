import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';

/**
 * Every public coordinate without a description, as `Type`, `Type.field`, `Type.field(arg:)` or
 * `Enum.VALUE`: what a partner reading the explorer's docs would find blank. Built-in scalars and
 * introspection types are graphql-js's and documented by the spec.
 */
export function undocumentedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const need = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  const args = (coordinate: string, list: readonly GraphQLArgument[]) => {
    for (const arg of list) need(`${coordinate}(${arg.name}:)`, arg.description);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    need(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        need(`${type.name}.${field.name}`, field.description);
        args(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) need(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) need(`${type.name}.${value.name}`, value.description);
    } else if (isUnionType(type)) {
      // A union has no members to describe beyond its own description.
    }
  }
  return missing.sort();
}
