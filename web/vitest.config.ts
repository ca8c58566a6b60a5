// Unit tests for the web app run in jsdom against the TypeScript sources of workspace packages.
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { UNIT_TEST_WORKERS } from '../vitest.shared.ts';

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // Vitest can otherwise load graphql twice ("from another module or realm"): STACK-NOTES.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's modules (MUI, Apollo, the router are imported once per worker, not once
    // per file): importing them and building jsdom was two thirds of the run. So a test file must
    // leave no state behind (setup.ts unmounts and clears cookies) and watch a module through a spy
    // on an object it exports, never vi.mock (a module another file imported first stays unmocked).
    isolate: false,
    maxWorkers: UNIT_TEST_WORKERS,
    // A route test clicks through several renders; on a loaded 2-core machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
