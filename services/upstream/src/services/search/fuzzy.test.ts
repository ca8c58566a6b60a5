import { describe, expect, it } from 'vitest';
import { MAX_FUZZY_LOOKUPS, correctTerms, fuzzyMessage, oneEditVariants, type Vocabulary } from './fuzzy.js';

describe('oneEditVariants', () => {
  const variants = new Set(oneEditVariants('custmer'));

  it('holds insertions, deletions, substitutions and transpositions', () => {
    expect(variants.has('customer')).toBe(true); // insertion
    expect(variants.has('custmr')).toBe(true); // deletion
    expect(variants.has('custmar')).toBe(true); // substitution
    expect(variants.has('cutsmer')).toBe(true); // transposition
  });

  it('leaves out the word itself and anything two edits away', () => {
    expect(variants.has('custmer')).toBe(false);
    expect(variants.has('customers')).toBe(false);
  });
});

describe('correctTerms', () => {
  const docs = new Map([['customer', 40], ['custom', 12], ['costumer', 2], ['data', 90]]);
  const vocabulary: Vocabulary = {
    has: (term) => docs.has(term),
    mostFrequent: (candidates) => candidates.filter((c) => docs.has(c)).sort((a, b) => docs.get(b)! - docs.get(a)!)[0] ?? null,
  };

  it('replaces an unknown term by its most frequent neighbour', () => {
    expect(correctTerms(['custmer', 'data'], vocabulary)).toEqual({ terms: ['customer', 'data'], corrected: true });
  });

  it('keeps known terms, short terms, numbers and terms without a neighbour', () => {
    expect(correctTerms(['data', 'dta', '2025', 'zzzzzz'], vocabulary)).toEqual({ terms: ['data', 'dta', '2025', 'zzzzzz'], corrected: false });
  });

  it('looks up at most MAX_FUZZY_LOOKUPS unknown terms per query', () => {
    const terms = Array.from({ length: MAX_FUZZY_LOOKUPS + 2 }, () => 'custmer');
    const { terms: result } = correctTerms(terms, vocabulary);
    expect(result.filter((t) => t === 'customer')).toHaveLength(MAX_FUZZY_LOOKUPS);
    expect(result.at(-1)).toBe('custmer');
  });

  it('words the message', () => {
    expect(fuzzyMessage('customer experience')).toBe('Showing results for "customer experience"');
  });
});
