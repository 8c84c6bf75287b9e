import { defineConfig } from '@playwright/test';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('../scripts/chromium.cjs') as {
  chromiumPath: string;
  chromiumArgs: string[];
};

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const root = new URL('..', import.meta.url).pathname;

/**
 * Journeys: Playwright drives the built portal served by the real server (Debian's Chromium,
 * never a downloaded browser). A fresh data directory per run, so the seed is always the same.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A journey that fails is run once more; if it then passes, Playwright lists it as flaky in
  // the output (as loki does for screenshots), so a real failure still fails twice.
  retries: 1,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-')),
    },
  },
});
