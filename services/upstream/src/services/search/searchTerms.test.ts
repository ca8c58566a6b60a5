import { describe, expect, it } from 'vitest';
import { suggestionTerms, tokenize } from './searchTerms.js';

describe('tokenize', () => {
  it('splits like the unicode61 tokenizer: letters and digits, lower case, no accents', () => {
    expect(tokenize('Café-Strategy: B2B "AI" in 2025!')).toEqual(['cafe', 'strategy', 'b2b', 'ai', 'in', '2025']);
  });
});

describe('suggestionTerms', () => {
  it('gives the words and adjacent two-word phrases, without stop words or numbers', () => {
    expect(suggestionTerms('Top Customer Experience Trends For 2025')).toEqual([
      'top', 'top customer', 'customer', 'customer experience', 'experience', 'experience trends', 'trends',
    ]);
  });

  it('does not join words across a stop word, and lists each term once', () => {
    expect(suggestionTerms('Data and data')).toEqual(['data']);
    expect(suggestionTerms('The State Of Zero Trust')).toEqual(['state', 'zero', 'zero trust', 'trust']);
  });
});
