import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh embedded database per run: the directory is made once and inherited by the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'verdant-e2e-'));
// Delivered e-mail (with its one-time links, which the outbox never shows) lands here as JSON files.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'verdant-e2e-mail-'));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A loaded CI machine has been seen to run these three to four times slower than a quiet one
  // (a sign-in alone taking 10 s): the limits leave room for that without hiding a hang.
  timeout: process.env.CI ? 120_000 : 45_000,
  expect: { timeout: process.env.CI ? 30_000 : 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // Each new context would install the service worker and fetch its ~220-file precache (several
    // MB): only offline.spec, which tests it, lets it in (pageAs's `serviceWorker` option).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // what `npm start` runs: the bundled server (`npm run build` makes it, as it makes the web app)
    command: 'npm run start:only',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000), // raise on a busy machine
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      // Each test presents its own client address (e2e/support.ts), so per-address limits stay real.
      TRUST_PROXY: 'true',
    },
  },
});
