import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { RateLimitBudgets } from './rateLimitBudgets.js';

/**
 * Root fields whose every call is far more work than its cost estimate says, each counted against
 * a quota of its own per caller and window (budgets): a question to the AI assistant (a retrieval
 * and, with a model configured, a paid completion) and a document drawn on demand (a personalised
 * PDF, a watermarked figure), which also the gateway's download routes ask for.
 */
export const FIELD_QUOTAS = {
  'Subscription.askAssistant': 'assistantQuestions',
  'Query.reportPdf': 'documents',
  'Query.figureImage': 'documents',
} as const satisfies Record<string, keyof RateLimitBudgets>;

export type FieldQuota = (typeof FIELD_QUOTAS)[keyof typeof FIELD_QUOTAS];

const ROOT_TYPES: Record<OperationDefinitionNode['operation'], string> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

/** The quota each root field of the request's operation spends from, once per field (through fragments and aliases too). */
export function fieldQuotasOf(document: DocumentNode, operationName?: string | null): FieldQuota[] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation) return [];
  const rootType = ROOT_TYPES[operation.operation];
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const quotas: FieldQuota[] = [];
  const collect = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const quota = (FIELD_QUOTAS as Record<string, FieldQuota | undefined>)[`${rootType}.${selection.name.value}`];
        if (quota) quotas.push(quota);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return quotas;
}
