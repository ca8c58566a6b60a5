// Shared Vitest settings for the Node packages. Workspace packages resolve to their TypeScript
// sources (the "source" export condition), so unit tests need no build; graphql is aliased to one
// entry because Vitest can otherwise load two copies ("from another module or realm").
// REST_CONTRACT_CHECK: graph-kit's typed clients check every REST answer against its contract.
import { defineConfig } from 'vitest/config';

// A worker per core, in every project (Vitest runs projects with different counts apart). Its
// default is one fewer: one on these 2-core machines, which left a core idle for most of the run
// (3m40 -> 2m28 with two).
export const UNIT_TEST_WORKERS = '100%';

export default defineConfig({
  resolve: {
    conditions: ['source'],
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { REST_CONTRACT_CHECK: '1' },
    // Files share a worker's modules: importing type-graphql, Apollo, drizzle and PGlite once per
    // worker, not once per file, took upstream's tests from 4m38 to 2m52 on a loaded machine. A
    // test file restores what it changes (environment, timers, spies) and never uses vi.mock.
    isolate: false,
    maxWorkers: UNIT_TEST_WORKERS,
    // A file's beforeAll may start a real upstream on a throw-away database (migrations and a
    // seeded corpus): seconds, more on a loaded machine than Vitest's 10 s default allows.
    hookTimeout: 60_000,
  },
});
