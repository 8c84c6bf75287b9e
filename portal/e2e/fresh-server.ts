import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * The journeys' port plus this: each file with a fresh server has a port of its own, so they can
 * run at the same time (playwright.config.ts starts them at once, beside the read-only journeys).
 */
export const FRESH_PORT_OFFSET = {
  'suggested-plan-decline': 50,
  'phone-flows': 51,
  reminders: 52,
} as const;

/**
 * How long a spec's `beforeAll` may take to start its server: the server seeds a fresh database,
 * and two of them now start at once, beside the journeys' own, on a busy 2-core machine.
 */
export const FRESH_SERVER_START_MS = 240_000;

/**
 * A server of a spec's own on a fresh database (the seed as it was), for journeys that need a
 * persona's one-time situation another journey uses up (a suggestion declined, a settlement
 * signed) or that change what others read. On the journeys' port plus the file's offset
 * (`FRESH_PORT_OFFSET`); `env` adds to the server's settings. Its data directory (the sandbox
 * mail outbox) is `dataDir()` once started.
 */
export function freshServer(
  file: keyof typeof FRESH_PORT_OFFSET,
  env: Record<string, string> = {},
) {
  const port = Number(process.env.E2E_PORT ?? 4310) + FRESH_PORT_OFFSET[file];
  const baseURL = `http://127.0.0.1:${port}`;
  let stop = async () => {};
  let dataDir = '';
  return {
    baseURL,
    dataDir: () => dataDir,
    async start() {
      dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-fresh-'));
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: new URL('../..', import.meta.url).pathname,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          ...env,
        },
      });
      stop = async () => {
        server.kill('SIGTERM');
        await new Promise((resolve) =>
          server.exitCode !== null ? resolve(null) : server.once('exit', resolve),
        );
        rmSync(dataDir, { recursive: true, force: true });
      };
      await expect
        .poll(
          () =>
            fetch(`${baseURL}/api/health`).then(
              (r) => r.ok,
              () => false,
            ),
          { timeout: FRESH_SERVER_START_MS - 10_000, intervals: [500] },
        )
        .toBe(true);
    },
    stop: () => stop(),
  };
}
