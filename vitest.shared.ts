// Shared Vitest settings for the Node packages. Workspace packages resolve to their TypeScript
// sources (the "source" export condition), so unit tests need no build; graphql is aliased to one
// entry because Vitest can otherwise load two copies ("from another module or realm").
// REST_CONTRACT_CHECK: graph-kit's typed clients check every REST answer against its contract.
import { defineConfig } from 'vitest/config';

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
  },
});
