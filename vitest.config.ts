import { defineConfig } from 'vitest/config';
import { UNIT_TEST_WORKERS } from './vitest.shared.ts';

// `npx vitest run` at the root runs every workspace's unit tests; each project keeps its own config.
// Integration tests (integration/) and browser tests (e2e/) have their own runners. The last project
// checks the repository's lint config itself (the layer rules of ARCHITECTURE.md).
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'web', { test: { name: 'lint-rules', include: ['eslint.layers.test.js'], testTimeout: 60_000, maxWorkers: UNIT_TEST_WORKERS } }],
  },
});
