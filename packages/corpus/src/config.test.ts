import { describe, expect, it } from 'vitest';
import { corpusConfigFromEnv, DEFAULT_SEED, DEFAULT_SIZE } from './index.js';

describe('corpusConfigFromEnv', () => {
  it('defaults to seed 42 and 5000 reports', () => {
    expect(DEFAULT_SEED).toBe(42);
    expect(DEFAULT_SIZE).toBe(5000);
    expect(corpusConfigFromEnv({})).toEqual({ seed: 42, size: 5000 });
    expect(corpusConfigFromEnv({ CORPUS_SEED: '', CORPUS_SIZE: ' ' })).toEqual({ seed: 42, size: 5000 });
  });

  it('reads CORPUS_SEED and CORPUS_SIZE', () => {
    expect(corpusConfigFromEnv({ CORPUS_SEED: '7', CORPUS_SIZE: '1000000' })).toEqual({ seed: 7, size: 1_000_000 });
    expect(corpusConfigFromEnv({ CORPUS_SIZE: '1' })).toEqual({ seed: 42, size: 1 });
  });

  it('refuses sizes outside 1..1,000,000 and values that are not integers', () => {
    expect(() => corpusConfigFromEnv({ CORPUS_SIZE: '0' })).toThrow('CORPUS_SIZE must be between 1 and 1000000, got 0');
    expect(() => corpusConfigFromEnv({ CORPUS_SIZE: '1000001' })).toThrow(RangeError);
    expect(() => corpusConfigFromEnv({ CORPUS_SIZE: 'many' })).toThrow("CORPUS_SIZE must be an integer, got 'many'");
    expect(() => corpusConfigFromEnv({ CORPUS_SEED: '4.2' })).toThrow(RangeError);
    expect(() => corpusConfigFromEnv({ CORPUS_SEED: '-1' })).toThrow(RangeError);
  });
});
