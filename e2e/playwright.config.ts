import { defineConfig } from '@playwright/test';

// The specs that sign in as the users several specs share (client, employee, guest) and change what
// those users have (a profile, follows, registrations): one at a time. Every other spec signs in
// as users of its own, or not at all, and runs beside them.
const SHARED_USERS = /[/\\](account|auth|catalogue|follows|identity-flows|initiatives|layouts|navigation|route-table|routes|search|webinars)\.spec\.ts$/;

// Playwright cannot download its own browser on these machines: drive Debian's Chromium headless
// shell (scripts/ensure-chromium.sh), the build Playwright's own headless Chromium is.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two browsers at once: one worker left the machine's second core idle half the time (the page
  // waiting on the stack, the stack on the page). Tests in a file still run in order, in one worker.
  workers: 2,
  projects: [
    // First, so its chain of specs, the longest, starts at once.
    { name: 'shared users', testMatch: SHARED_USERS, workers: 1 },
    { name: 'own users', testIgnore: SHARED_USERS },
  ],
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // The global setup starts the stack on free ports and publishes the gateway's address.
    baseURL: process.env.PORTAL_URL,
    // A trace records every action's DOM and screen of every test, passing or not: a fifth of the
    // run's time. A failure keeps its screenshot and its page's accessibility snapshot
    // (error-context.md); `--trace retain-on-failure` records traces to debug one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Every test's fresh context would install the offline shell's worker and download its
    // precache in the background, competing with the page under test (issue #14). Only
    // offline.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
});
