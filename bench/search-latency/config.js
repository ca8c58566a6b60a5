// Settings from the environment (bench/README.md).
const int = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
};

export function loadConfig() {
  return {
    documents: int('SEARCH_BENCH_DOCUMENTS', 100_000),
    queries: int('SEARCH_BENCH_QUERIES', 200),
    warmup: int('SEARCH_BENCH_WARMUP', 20),
    seed: int('CORPUS_SEED', 42),
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}
