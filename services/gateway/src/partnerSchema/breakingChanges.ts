import { CriticalityLevel, diff, type Change, type Rule } from '@graphql-inspector/core';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

export interface SchemaChanges {
  /** Changes that break a partner's operations: the check fails on any. */
  breaking: Change[];
  /** Changes that may change what a partner's operations get (a new enum value, a default…): printed. */
  dangerous: Change[];
}

/**
 * Deprecation before removal: a breaking change to a field, argument, input field or enum value
 * that the released schema already marked @deprecated was announced, so it only counts as
 * dangerous. Anything else breaking (a type removed, a live field changed) still fails.
 */
export const allowChangesAnnouncedByDeprecation: Rule = ({ changes, oldSchema }) =>
  changes.map((change) =>
    change.criticality.level === CriticalityLevel.Breaking && change.path && oldSchema && deprecatedInReleased(oldSchema, change.path)
      ? { ...change, criticality: { ...change.criticality, level: CriticalityLevel.Dangerous } }
      : change,
  );

/** Whether the element at `Type.field[.argument]` or `Enum.VALUE` (or its field) is deprecated. */
function deprecatedInReleased(schema: GraphQLSchema, path: string): boolean {
  const [typeName, member, argument] = path.split('.');
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return false;
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (isInputObjectType(type)) return Boolean(type.getFields()[member]?.deprecationReason);
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    if (field.deprecationReason) return true;
    return Boolean(argument && field.args.find((a) => a.name === argument)?.deprecationReason);
  }
  return false;
}

/** The released API schema against the current one, under the deprecation-before-removal rule. */
export async function compareWithReleased(released: GraphQLSchema, current: GraphQLSchema): Promise<SchemaChanges> {
  const changes = await diff(released, current, [allowChangesAnnouncedByDeprecation]);
  return {
    breaking: changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
  };
}
