import { defineConfig, devices } from '@playwright/test';
import { LOG_IN_CODE_SECONDS } from './e2e/log-in-code';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: nothing is downloaded at install or run time.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production server on a fresh embedded database, built first when the sources changed;
    // the identity tests' admin account is created before the server opens the database.
    command: `rm -rf data-e2e-${port} && npx tsx --conditions=react-server e2e/seed-admin.ts && node scripts/start.mjs`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      // The dev outbox below is allowed in production only on a loopback address.
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: `data-e2e-${port}`,
      UI_KIT: 'true',
      // The second-factor tests read the texted codes at /dev/outbox.
      DEV_OUTBOX: 'true',
      // The identity tests play the proxy: each sends its own X-Forwarded-For (e2e/auth-fixtures.ts),
      // so the per-address rate limits on sign-in and sign-up (decision 42) count each test apart.
      TRUST_PROXY: 'true',
      // Short enough that a test can watch a log-in code expire.
      LOG_IN_CODE_SECONDS: String(LOG_IN_CODE_SECONDS),
    },
  },
});
