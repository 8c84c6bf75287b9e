import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './fixtures';

/**
 * A server of a spec's own on a fresh database (the seed as it was), for journeys that need a
 * persona's one-time situation another journey uses up (a suggestion declined, a settlement
 * signed). On the journeys' port plus fifty; `env` adds to the server's settings.
 */
export function freshServer(env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 4310) + 50;
  const baseURL = `http://127.0.0.1:${port}`;
  let stop = async () => {};
  return {
    baseURL,
    async start() {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-fresh-'));
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
          { timeout: 80_000, intervals: [500] },
        )
        .toBe(true);
    },
    stop: () => stop(),
  };
}
