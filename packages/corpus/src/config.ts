// Corpus configuration: the seed fixes the data, the size the number of reports.

export const DEFAULT_SEED = 42;
export const DEFAULT_SIZE = 5000;
export const MAX_SIZE = 1_000_000;

export interface CorpusConfig {
  seed: number;
  size: number;
}

function integerFrom(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer, got '${raw}'`);
  return value;
}

/** Reads CORPUS_SEED (default 42) and CORPUS_SIZE (default 5000, 1..1,000,000); throws on bad values. */
export function corpusConfigFromEnv(env: NodeJS.ProcessEnv = process.env): CorpusConfig {
  const seed = integerFrom(env.CORPUS_SEED, 'CORPUS_SEED') ?? DEFAULT_SEED;
  const size = integerFrom(env.CORPUS_SIZE, 'CORPUS_SIZE') ?? DEFAULT_SIZE;
  if (seed < 0) throw new RangeError(`CORPUS_SEED must not be negative, got ${seed}`);
  if (size < 1 || size > MAX_SIZE) throw new RangeError(`CORPUS_SIZE must be between 1 and ${MAX_SIZE}, got ${size}`);
  return { seed, size };
}
