import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumLaunchOptions, playwrightDisableFeaturesSync } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh database for every run; workers re-read this file, so the first value is kept in the environment.
const dataDir = (process.env.E2E_DATA_DIR ??= `/tmp/e2e-data-${Date.now()}`);
// Playwright's own --disable-features, read once (scripts/chromium.mjs: the browser's UI pages join it).
const disableFeatures = (process.env.E2E_CHROMIUM_DISABLE_FEATURES ??= playwrightDisableFeaturesSync());

/**
 * Each browser project has a server and a database of its own, so the two run side by side and never
 * meet; within a project the tests run one after another, as the shared data they read expects.
 */
const servers = { desktop: PORT, mobile: PORT + 1 } as const;
const baseURL = (project: keyof typeof servers) => `http://127.0.0.1:${servers[project]}`;

function webServer(project: keyof typeof servers, command: string) {
  return {
    command,
    // Ready, not only listening: the server answers /healthz before its database is prepared.
    url: `${baseURL(project)}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The server stops by itself (and its data folder goes with it) when asked.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(servers[project]),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataDir}-${project}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      ADMIN_SETUP_CODE: process.env.ADMIN_SETUP_CODE ?? 'e2e-admin-setup-code',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(CHROMIUM_ARGS, disableFeatures),
  },
  projects: [
    { name: 'desktop', workers: 1, use: { baseURL: baseURL('desktop'), viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      workers: 1,
      use: { baseURL: baseURL('mobile'), viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  // One after the other: the first builds what is stale, the second runs that build.
  webServer: [
    webServer('desktop', 'node e2e/web-server.mjs start'),
    webServer('mobile', 'node e2e/web-server.mjs compiled'),
  ],
});
