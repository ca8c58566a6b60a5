import { defineConfig } from 'vitest/config';

// Integration tests start real processes (upstream, four subgraphs, gateway) and talk to them over
// HTTP. Files run one after another: the machine has two cores and each file starts a stack.
export default defineConfig({
  // Test helpers shared with the services' own tests are TypeScript sources (the `source` export condition).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
