import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_BASE_PORT, E2E_WORKERS, serverUrl } from './servers';

/**
 * The real server (built app + API on one port) on a fresh embedded database with the demo firm: one per
 * worker (servers.ts), each spec file running whole on one worker and so on one server.
 */
const server = (index: number) => {
  const port = E2E_BASE_PORT + index;
  const origin = serverUrl(index);
  return {
    // E2E_SERVER_COMMAND and E2E_WEB_DIST let a run use its own build (several builds can coexist).
    // The heap limit of `npm run serve`, as in production.
    command: process.env.E2E_SERVER_COMMAND ?? 'node --max-old-space-size=1024 ../apps/api/dist/server.js',
    url: `${origin}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-e2e-')),
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      // The specs click through the Drive, Plaid and AI sandboxes, as the demo does.
      SANDBOXES: 'on',
      APP_URL: origin,
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      // Every spec signs in as the demo admin; the limit itself is covered by the API tests.
      LOGIN_RATE_LIMIT: '500',
      LOGIN_ADDRESS_RATE_LIMIT: '5000',
      PASSWORD_RESET_ADDRESS_RATE_LIMIT: '500',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  };
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => server(index)),
});
