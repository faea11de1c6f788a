import { defineConfig, devices } from '@playwright/test';
import { LOG_IN_CODE_SECONDS } from './e2e/log-in-code';
import { E2E_PORT, STRIPE_KEYS, STRIPE_STAND_IN } from './e2e/stripe';

const port = E2E_PORT;
/** The specs that change what the public catalogue lists: staff's items, then the CSV import. */
const CATALOGUE_CHANGES = /staff-(catalogue|csv)\.spec\.ts$/;
const CATALOGUE_EDITS = /staff-catalogue\.spec\.ts$/;
const CATALOGUE_IMPORT = /staff-csv\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // In CI a test that fails is run once more; one that then passes is reported by name as flaky
  // (scripts/ci-totals.mjs), so a race is seen and fixed without one timing slip sinking the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // Generous: a sign-up or a log-in hashes a password, slow on two busy cores; a passing check waits no longer.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: nothing is downloaded at install or run time.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: CATALOGUE_CHANGES },
    // After every other test, some of which count the demo's 300 props: these add, hide and import props.
    // The import runs alone after the edits: it expects the catalogue it exported to be unchanged.
    { name: 'catalogue-changes', use: { ...devices['Desktop Chrome'] }, testMatch: CATALOGUE_EDITS, dependencies: ['chromium'] },
    { name: 'catalogue-import', use: { ...devices['Desktop Chrome'] }, testMatch: CATALOGUE_IMPORT, dependencies: ['catalogue-changes'] },
  ],
  webServer: [
    {
      command: 'node e2e/stripe-stand-in.mjs',
      url: STRIPE_STAND_IN,
      reuseExistingServer: false,
      env: { STAND_IN_PORT: String(port + 1), APP_URL: baseURL, ...STRIPE_KEYS },
    },
    {
      // The production server on a fresh embedded database, built first when the sources changed;
      // the identity tests' admin account, and a customer moved from the hosted platform (issue 27), are
      // created before the server opens the database.
      command: `rm -rf data-e2e-${port} && npx tsx --conditions=react-server e2e/seed-admin.ts && npx tsx --conditions=react-server e2e/seed-import.ts && node scripts/start.mjs`,
      url: baseURL,
      // A build when the sources changed takes more than five minutes on two busy cores.
      timeout: 900_000,
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
        // Dozens of sign-ups, two at a time on two cores: the real proof of work (5,000 iterations a
        // try) takes up to a minute each there. The bot check's flow is the same with less work.
        CAPTCHA_COST: '100',
        // The reminders' sweep sends at any hour, as the browser tests run at any hour (issue 38 §4).
        REMINDERS_ALL_DAY: 'true',
        // Card authorisation and capture go to the stand-in above (issue 26's card journey).
        ...STRIPE_KEYS,
        STRIPE_API_BASE_URL: STRIPE_STAND_IN,
      },
    },
  ],
});
