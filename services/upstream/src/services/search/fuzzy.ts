// Fuzzy matching for FTS5, which has none of its own: a query term missing from the index
// vocabulary is replaced by its most frequent one-edit neighbour (Norvig's edits1) that is in it.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Every string one deletion, transposition, substitution or insertion away from `word`. */
export function oneEditVariants(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (right.length > 0) variants.add(left + right.slice(1));
    if (right.length > 1) variants.add(left + right[1] + right[0] + right.slice(2));
    for (const c of ALPHABET) {
      if (right.length > 0) variants.add(left + c + right.slice(1));
      variants.add(left + c + right);
    }
  }
  variants.delete(word);
  return [...variants];
}

/** Terms shorter than this are left alone: too many of their neighbours are real words. */
export const MIN_FUZZY_LENGTH = 4;

export interface Vocabulary {
  has(term: string): boolean;
  /** The candidate found in most documents, or null when none is in the vocabulary. */
  mostFrequent(candidates: string[]): string | null;
}

/** Unknown terms looked up per query at most: each costs a few hundred vocabulary probes. */
export const MAX_FUZZY_LOOKUPS = 8;

/** The terms with misspellings corrected, and whether any was. */
export function correctTerms(terms: string[], vocabulary: Vocabulary): { terms: string[]; corrected: boolean } {
  let corrected = false;
  let lookups = 0;
  const result = terms.map((term) => {
    if (term.length < MIN_FUZZY_LENGTH || /^\d+$/.test(term) || vocabulary.has(term)) return term;
    if (++lookups > MAX_FUZZY_LOOKUPS) return term;
    const best = vocabulary.mostFrequent(oneEditVariants(term));
    if (best === null) return term;
    corrected = true;
    return best;
  });
  return { terms: result, corrected };
}

export const fuzzyMessage = (value: string) => `Showing results for "${value}"`;
