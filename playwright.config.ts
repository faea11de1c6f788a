import { defineConfig, devices } from '@playwright/test';

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
    // The production server on a fresh embedded database, built first when the sources changed.
    command: `rm -rf data-e2e-${port} && node scripts/start.mjs`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port), PGLITE_DATA_DIR: `data-e2e-${port}`, UI_KIT: 'true' },
  },
});
