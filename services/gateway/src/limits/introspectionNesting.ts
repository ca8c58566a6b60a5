import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

// The list fields of the introspection types: nesting them (types { fields { type { fields ...)
// multiplies the answer by the schema's size at every level.
const INTROSPECTION_LISTS = new Set(['types', 'fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'args', 'directives']);

/**
 * The depth and cost limits leave introspection out (its answer is bounded by the schema, and the
 * explorer's full introspection query is 13 deep), so this bounds the one way introspection grows:
 * its list fields nested in one another. The full introspection query nests them 3 deep
 * (types > fields > args); graphql-armor has no rule for it.
 */
export function maxIntrospectionListNestingRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const nesting = (set: SelectionSetNode | undefined, inIntrospection: boolean, seen: Set<string>): number => {
      let deepest = 0;
      for (const selection of set?.selections ?? []) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          const within = inIntrospection || name === '__schema' || name === '__type';
          const here = within && INTROSPECTION_LISTS.has(name) ? 1 : 0;
          deepest = Math.max(deepest, here + nesting(selection.selectionSet, within, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, nesting(selection.selectionSet, inIntrospection, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          deepest = Math.max(deepest, nesting(fragment.selectionSet, inIntrospection, new Set(seen).add(name)));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        const found = nesting(operation.selectionSet, false, new Set());
        if (found > max) context.reportError(new GraphQLError(`Introspection list nesting limit of ${max} exceeded, found ${found}.`, { nodes: [operation] }));
      },
    };
  };
}
