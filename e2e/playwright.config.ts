import { defineConfig } from '@playwright/test';

// Playwright cannot download its own browser on these machines: drive Debian's chromium.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The global setup starts the stack on free ports and publishes the gateway's address.
    baseURL: process.env.PORTAL_URL,
    trace: 'retain-on-failure',
    // Every test's fresh context would install the offline shell's worker and download its
    // precache in the background, competing with the page under test (issue #14). Only
    // offline.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
});
