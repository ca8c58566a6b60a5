import { defineConfig } from 'vitest/config';

// `npx vitest run` at the root runs every workspace's unit tests; each project keeps its own config.
// Integration tests (integration/) and browser tests (e2e/) have their own runners.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'web'],
  },
});
