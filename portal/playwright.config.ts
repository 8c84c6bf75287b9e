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
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The workers load this file too: they share the server's directory (its sandbox mail outbox).
process.env.E2E_DATA_DIR = dataDir;
/**
 * `E2E_CLUSTER=1`: the journeys go through nginx (round-robin, on E2E_PORT) in front of two
 * server instances (E2E_PORT+1, +2) on a throwaway PostgreSQL database, so every flow must work
 * whichever instance answers each request (server/src/cli/cluster.ts).
 */
const cluster = process.env.E2E_CLUSTER === '1';
const MUTATING =
  /(refund|suggested-plan|due-date|invoice-copy|payment-plan|reclamation|court-decision|settlement)\.spec\.ts$/;
/**
 * Journeys on a server of their own (portal/e2e/fresh-server.ts), each file on a fresh database
 * that no other journey reads: the phone flows use up the same one-time situations as the desktop
 * journeys, and the reminders change persona 7's choices and expect the installment due tomorrow
 * that the due-date journey moves. They need no other journey first, so they start at once beside
 * the read-only journeys: the phone flows run in order (one worker for minutes), which at the end
 * of `mutating` left the other worker idle.
 */
const PHONE_FLOWS = /phone-flows\.spec\.ts$/;
const REMINDERS = /reminders\.spec\.ts$/;
/** Paying books payments that close debts other mutating journeys act on: it runs last. */
const PAYING = /(paying|bank-confirms)\.spec\.ts$/;
/**
 * Journeys of the switches a normal build has off (QR login, analytics, chat): they drive the
 * journeys' build (`npm run build:portal:journey`, portal/dist-journey) on a server of its own
 * (E2E_PORT+3, its own fresh data), so the other journeys see the product as it ships.
 */
const JOURNEY_BUILD = /e2e\/journey-build\/.*\.spec\.ts$/;
const journeyBuildPort = port + 3;
const journeyBuildURL = `http://127.0.0.1:${journeyBuildPort}`;
const journeyBuildDataDir =
  process.env.E2E_JOURNEY_BUILD_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-build-'));
process.env.E2E_JOURNEY_BUILD_DATA_DIR = journeyBuildDataDir;
/**
 * The server settles a payment 20 s after the bank's word (the journeys' "settle delay"): long
 * enough for a journey to log in again and see it pending (bank-confirms.spec.ts).
 */
const serverEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  DATA_DIR: dataDir,
  PAYMENT_SETTLE_DELAY_MS: '20000',
};

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
  // The evidence reporter writes the accessibility statement's evidence after a full run that
  // passed (scripts/test-e2e.mjs sets A11Y_EVIDENCE_FILE for those only); otherwise it does nothing.
  reporter: [['list'], ['./e2e/evidence-reporter.ts'], ['./e2e/second-tries-reporter.ts']],
  /**
   * Journeys that change the demo data (paying books payments, the refund account is saved) run
   * after all the others, which read the seed as it is; each of them uses its own persona.
   */
  projects: [
    // The longest file in order first, so it is not what the last minutes wait for.
    { name: 'phone-flows', testMatch: PHONE_FLOWS },
    { name: 'reminders', testMatch: REMINDERS },
    { name: 'journeys', testIgnore: [MUTATING, PHONE_FLOWS, REMINDERS, PAYING, JOURNEY_BUILD] },
    { name: 'journey-build', testMatch: JOURNEY_BUILD, use: { baseURL: journeyBuildURL } },
    { name: 'mutating', testMatch: MUTATING, dependencies: ['journeys'] },
    { name: 'paying', testMatch: PAYING, dependencies: ['mutating'] },
  ],
  timeout: 30_000,
  /**
   * Every ARIA snapshot in one folder, whichever journey pins it (a dialog's last step is pinned
   * in the mutating journey that reaches it): `pinAriaSnapshot` in fixtures.ts.
   */
  expect: { toMatchAriaSnapshot: { pathTemplate: '{testDir}/aria-snapshots/{arg}{ext}' } },
  use: {
    baseURL,
    browserName: 'chromium',
    // A Finnish browser: with no language chosen, the portal follows the browser's languages.
    locale: 'fi-FI',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: [
    cluster
      ? {
          command: 'node scripts/start-cluster.mjs --no-build --fresh',
          cwd: root,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'ignore',
          stderr: 'pipe',
          // The cluster stops nginx and its instances and drops its database on SIGTERM.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
          env: serverEnv,
        }
      : {
          command: 'node --import tsx server/src/main.ts',
          cwd: root,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: serverEnv,
        },
    {
      command: 'node --import tsx server/src/main.ts',
      cwd: root,
      url: `${journeyBuildURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(journeyBuildPort),
        PUBLIC_URL: journeyBuildURL,
        DATA_DIR: journeyBuildDataDir,
        PORTAL_DIR: join(root, 'portal/dist-journey'),
      },
    },
  ],
});
