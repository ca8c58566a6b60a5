// The cost estimate once per document and the variable values it reads, not once per request:
// graphql-query-complexity walks the whole document with a TypeInfo (about 1.5% of the gateway's
// CPU when it ran per request). The estimate reads a variable only through a `size` argument and
// @include/@skip, so only those variables' values are part of the key: the report page's `$id`
// changes with every report, its cost does not.
import { getOperationAST, getVariableValues, visit, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { CostQuery } from './operationCost.js';

/** Costs kept per document: enough for every `size` a page asks, bounded against a caller cycling sizes. */
export const COSTS_PER_DOCUMENT = 64;

interface DocumentCosts {
  /** Variables whose values the estimate reads. */
  read: readonly string[];
  /** operation name + those values -> cost, least recently used first. */
  costs: Map<string, number>;
}

const SIZE_ARGUMENT = 'size';
const CONDITION_DIRECTIVES = new Set(['include', 'skip']);

/** The variables used in a `size` argument or an @include/@skip anywhere in `document`. */
export function costVariablesOf(document: DocumentNode): string[] {
  const read = new Set<string>();
  let depth = 0;
  visit(document, {
    Argument: {
      enter(node) {
        if (node.name.value === SIZE_ARGUMENT) depth += 1;
      },
      leave(node) {
        if (node.name.value === SIZE_ARGUMENT) depth -= 1;
      },
    },
    Directive: {
      enter(node) {
        if (CONDITION_DIRECTIVES.has(node.name.value)) depth += 1;
      },
      leave(node) {
        if (CONDITION_DIRECTIVES.has(node.name.value)) depth -= 1;
      },
    },
    Variable(node) {
      if (depth > 0) read.add(node.name.value);
    },
  });
  return [...read].sort();
}

/**
 * `estimate(query)` memoised per schema, document, operation name and the values of the variables
 * the estimate reads. The variables are still coerced on every call, so a request whose variables
 * do not fit the operation gets graphql-js's error as before; only a successful estimate is kept.
 */
export function memoisedCost(estimate: (query: CostQuery) => number): (query: CostQuery) => number {
  const bySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, DocumentCosts>>();
  return (query) => {
    const { schema, document, variables, operationName } = query;
    const operation = getOperationAST(document, operationName);
    if (!operation) return estimate(query);
    const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
    // The error graphql-query-complexity would throw: the last one reported.
    if (errors?.length || !coerced) throw errors?.[errors.length - 1] as GraphQLError;
    let byDocument = bySchema.get(schema);
    if (!byDocument) bySchema.set(schema, (byDocument = new WeakMap()));
    let known = byDocument.get(document);
    if (!known) byDocument.set(document, (known = { read: costVariablesOf(document), costs: new Map() }));
    const key = JSON.stringify([operationName ?? '', ...known.read.map((name) => coerced[name] ?? null)]);
    const cached = known.costs.get(key);
    if (cached !== undefined) {
      // Most recently used last: the oldest entry is the first the bound drops.
      known.costs.delete(key);
      known.costs.set(key, cached);
      return cached;
    }
    const cost = estimate(query);
    if (known.costs.size >= COSTS_PER_DOCUMENT) known.costs.delete(known.costs.keys().next().value as string);
    known.costs.set(key, cost);
    return cost;
  };
}
