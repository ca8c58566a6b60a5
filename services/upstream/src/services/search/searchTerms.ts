// Words as the FTS5 unicode61 tokenizer sees them (letters and digits, lower case, diacritics
// removed), so that query terms, the fts5vocab vocabulary and the suggestion table agree.

const TOKEN = /[\p{L}\p{N}]+/gu;

export function normalizeTerm(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function tokenize(text: string): string[] {
  return (text.match(TOKEN) ?? []).map(normalizeTerm);
}

/** Words too common to suggest or to start a phrase with. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'in', 'into', 'is', 'it', 'its', 'of', 'on',
  'or', 'the', 'their', 'to', 'vs', 'what', 'why', 'with', 'must', 'use', 'used',
]);

const isSuggestible = (word: string) => word.length >= 3 && /\p{L}/u.test(word) && !STOP_WORDS.has(word);

/** The suggestion terms of one title: its words and its two-word phrases, each once. */
export function suggestionTerms(title: string): string[] {
  const words = tokenize(title);
  const terms = new Set<string>();
  words.forEach((word, i) => {
    if (!isSuggestible(word)) return;
    terms.add(word);
    const next = words[i + 1];
    if (next !== undefined && isSuggestible(next)) terms.add(`${word} ${next}`);
  });
  return [...terms];
}
