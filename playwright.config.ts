import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser tests in Debian's Chromium against a real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/runtime.setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data && PORT=${PORT} APP_URL=http://127.0.0.1:${PORT} DATA_DIR=.tmp/e2e-data HOST=127.0.0.1 node --enable-source-maps dist/server/main.mjs`,
    url: `http://127.0.0.1:${PORT}/sanctum/csrf-cookie`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
