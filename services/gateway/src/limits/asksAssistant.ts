import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** The subscription field that asks the AI assistant a question (content-graph's ask.resolver.ts). */
export const ASK_ASSISTANT_FIELD = 'askAssistant';

/** Whether the operation a request runs selects `askAssistant` at its root (through fragments too). */
export function asksAssistant(document: DocumentNode, operationName?: string | null): boolean {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'subscription') return false;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const selects = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === ASK_ASSISTANT_FIELD;
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return selects(fragment.selectionSet);
    });
  return selects(operation.selectionSet);
}
