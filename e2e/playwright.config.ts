import { defineConfig } from '@playwright/test';

/**
 * Playwright specs in Debian's Chromium against the production build served by the real api
 * (each worker starts its own: support/fixtures.ts). Traces of failed tests and other output
 * go under var/, which git ignores.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.test.ts',
  outputDir: '../var/test/e2e-results',
  globalSetup: './support/global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: '../var/test/e2e-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Keep Chromium off the (closed) network.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
