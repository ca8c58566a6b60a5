// The memoised cost estimate gives what the estimate gives, reads only the variables that change
// it, still refuses variables that do not fit, and keeps a bounded number of costs per document.
import { readFileSync } from 'node:fs';
import { buildASTSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultSupergraphPath } from '../paths.js';
import { COSTS_PER_DOCUMENT, costVariablesOf, memoisedCost } from './costMemo.js';
import { operationCost, type CostQuery } from './operationCost.js';
import { OPERATION_LIMITS } from './operationLimits.js';

const schema = buildASTSchema(parse(readFileSync(defaultSupergraphPath, 'utf8')), { assumeValidSDL: true });
const document = parse(`
  query Analyst($id: ID!, $size: Int!, $withRelated: Boolean!) {
    analystProfile(id: $id) {
      id
      recentResearch(size: $size) { id title }
      relatedAnalysts @include(if: $withRelated) { analysts { id } }
    }
  }
`);

function countedCost() {
  const estimated: CostQuery[] = [];
  const costOf = memoisedCost((query) => {
    estimated.push(query);
    return operationCost(query, OPERATION_LIMITS);
  });
  return { costOf, estimated };
}

describe('the memoised cost estimate', () => {
  it('reads the variables of `size` arguments and @include/@skip, not the others', () => {
    expect(costVariablesOf(document)).toEqual(['size', 'withRelated']);
  });

  it('gives the estimate of every request and estimates once per value of the variables it reads', () => {
    const { costOf, estimated } = countedCost();
    const ask = (variables: Record<string, unknown>) => costOf({ schema, document, variables, operationName: 'Analyst' });
    const small = { id: 'ANA1', size: 2, withRelated: false };
    const large = { id: 'ANA1', size: 40, withRelated: true };
    expect(ask(small)).toBe(operationCost({ schema, document, variables: small, operationName: 'Analyst' }, OPERATION_LIMITS));
    expect(ask(large)).toBe(operationCost({ schema, document, variables: large, operationName: 'Analyst' }, OPERATION_LIMITS));
    expect(ask(large)).toBeGreaterThan(ask(small));
    // Another analyst at the same size: the same cost, not estimated again.
    expect(ask({ ...small, id: 'ANA2' })).toBe(ask(small));
    expect(estimated).toHaveLength(2);
  });

  it('refuses variables that do not fit the operation with the error the estimate gives, whether or not a cost is kept', () => {
    const { costOf } = countedCost();
    costOf({ schema, document, variables: { id: 'ANA1', size: 2, withRelated: false }, operationName: 'Analyst' });
    const wrong = { id: 'ANA1', size: 'many', withRelated: false };
    let expected: unknown;
    try {
      operationCost({ schema, document, variables: wrong, operationName: 'Analyst' }, OPERATION_LIMITS);
    } catch (error) {
      expected = error;
    }
    expect(String(expected)).toMatch(/Int cannot represent non-integer value: "many"/);
    expect(() => costOf({ schema, document, variables: wrong, operationName: 'Analyst' })).toThrow((expected as Error).message);
    expect(() => costOf({ schema, document, variables: { size: 2, withRelated: false }, operationName: 'Analyst' })).toThrow(/Variable "\$id" of required type "ID!" was not provided/);
  });

  it(`keeps at most ${COSTS_PER_DOCUMENT} costs per document, dropping the least recently used`, () => {
    const { costOf, estimated } = countedCost();
    const ask = (size: number) => costOf({ schema, document, variables: { id: 'ANA1', size, withRelated: false }, operationName: 'Analyst' });
    for (let size = 1; size <= COSTS_PER_DOCUMENT; size += 1) ask(size);
    ask(1); // used again: now the most recent
    ask(COSTS_PER_DOCUMENT + 1); // drops size 2, the least recently used
    expect(estimated).toHaveLength(COSTS_PER_DOCUMENT + 1);
    ask(1);
    expect(estimated).toHaveLength(COSTS_PER_DOCUMENT + 1);
    ask(2);
    expect(estimated).toHaveLength(COSTS_PER_DOCUMENT + 2);
  });
});
