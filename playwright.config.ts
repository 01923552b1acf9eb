import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against `next start` on a
 * production build. A second server runs the same build with a broken environment to show the
 * Configuration Error screen; two more run it with the preview switched off, and with the preview
 * for signed-in users only; one runs without in-app workers; one takes the hostile-request suite.
 */
// E2E_PORT_BASE moves all four servers (two checkouts' runs side by side); E2E_MAIN_ONLY=1 starts only
// the main one, for running one spec file that needs nothing else.
const PORT = Number(process.env.E2E_PORT_BASE ?? 3210);
const BAD_CONFIG_PORT = PORT + 1;
const PREVIEW_OFF_PORT = PORT + 2;
const PREVIEW_AUTH_PORT = PORT + 3;
const WORKERS_PORT = PORT + 4;
const HOSTILE_PORT = PORT + 5;
const MAIN_ONLY = process.env.E2E_MAIN_ONLY === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Set once in the runner; workers inherit it, so tests and the server share one data folder (the CLI
// in the tests reaches the server's embedded database through its socket there).
process.env.PARTSMITH_E2E_DATA_DIR ??= path.resolve(`.data/e2e-${Date.now()}`);
const dataDir = process.env.PARTSMITH_E2E_DATA_DIR;

export const E2E_BAD_CONFIG_URL = `http://localhost:${BAD_CONFIG_PORT}`;
export const E2E_PREVIEW_OFF_URL = `http://localhost:${PREVIEW_OFF_PORT}`;
export const E2E_PREVIEW_AUTH_URL = `http://localhost:${PREVIEW_AUTH_PORT}`;
/** A server that runs no jobs itself: tests start (and kill) `lib/jobs/worker-cli.ts` processes on its data. */
export const E2E_WORKERS_URL = `http://localhost:${WORKERS_PORT}`;
export const E2E_WORKERS_DATA_DIR = `${dataDir}-workers`;
/**
 * A server of its own for the hostile-request suite (tests/e2e/hostile.spec.ts): it exhausts rate
 * limits for its client address and must survive everything sent to it, which no other spec should feel.
 */
export const E2E_HOSTILE_URL = `http://localhost:${HOSTILE_PORT}`;
export const E2E_HOSTILE_DATA_DIR = `${dataDir}-hostile`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./tests/e2e/timing-reporter.ts']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx next start -p ${PORT}`,
      url: `http://localhost:${PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PARTSMITH_DATA_DIR: dataDir, NEXT_PUBLIC_SITE_URL: `http://localhost:${PORT}` },
    },
    ...(MAIN_ONLY
      ? []
      : [
          {
            command: `npx next start -p ${BAD_CONFIG_PORT}`,
            url: `http://localhost:${BAD_CONFIG_PORT}/robots.txt`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PARTSMITH_DATA_DIR: `${dataDir}-bad-config`,
              NEXT_PUBLIC_SUPABASE_URL: 'http://localhost:54321',
              NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a1B2c3D4e5F6g7H8',
            },
          },
          {
            command: `npx next start -p ${PREVIEW_OFF_PORT}`,
            url: `http://localhost:${PREVIEW_OFF_PORT}/robots.txt`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PARTSMITH_DATA_DIR: `${dataDir}-preview-off`,
              NEXT_PUBLIC_SITE_URL: `http://localhost:${PREVIEW_OFF_PORT}`,
              NEXT_PUBLIC_FEATURE_PREVIEW: 'false',
            },
          },
          {
            command: `npx next start -p ${PREVIEW_AUTH_PORT}`,
            url: `http://localhost:${PREVIEW_AUTH_PORT}/robots.txt`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PARTSMITH_DATA_DIR: `${dataDir}-preview-auth`,
              NEXT_PUBLIC_SITE_URL: `http://localhost:${PREVIEW_AUTH_PORT}`,
              NEXT_PUBLIC_FEATURE_PREVIEW_REQUIRE_AUTH: 'true',
            },
          },
          {
            command: `npx next start -p ${WORKERS_PORT}`,
            url: `http://localhost:${WORKERS_PORT}/robots.txt`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PARTSMITH_DATA_DIR: E2E_WORKERS_DATA_DIR,
              NEXT_PUBLIC_SITE_URL: `http://localhost:${WORKERS_PORT}`,
              PARTSMITH_IN_APP_WORKER: '0',
              // The crash test polls the job every 100 ms to catch it mid-conversion: more reads than the
              // API's default 100 a minute per key when the workers start slowly on a busy machine.
              RATE_LIMIT_TRANSLATION: '2000',
              // A dead worker's job is noticed within seconds instead of an hour.
              PARTSMITH_JOB_LEASE_SECONDS: '15',
              PARTSMITH_JOB_MAINTENANCE_SECONDS: '1',
            },
          },
          {
            command: `npx next start -p ${HOSTILE_PORT}`,
            url: `http://localhost:${HOSTILE_PORT}/robots.txt`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { PARTSMITH_DATA_DIR: E2E_HOSTILE_DATA_DIR, NEXT_PUBLIC_SITE_URL: E2E_HOSTILE_URL },
          },
        ]),
  ],
});
