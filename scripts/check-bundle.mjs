// Budget: the JavaScript the login route loads is at most 150 KB gzip (issue: portal shell).
//
// Measured in the browser, not guessed from the build graph: the built portal is served by the
// real server (fresh data directory, so the seeded announcements are shown), Debian's Chromium
// opens `/` as a first-time visitor (cookie banner, no stored session) and every script the page
// requests until the login form is ready and the network is idle is counted, gzipped at level 9
// from `portal/dist`. Lazy chunks the route pulls in (language file, snackbar, sanitizer) count.
//
// Usage: node scripts/check-bundle.mjs [--no-build]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { run } from './run.mjs';

const BUDGET_KB = 150;
const require = createRequire(import.meta.url);
const { chromiumPath, chromiumArgs } = require('./chromium.cjs');
const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'portal/dist');

if (!process.argv.includes('--no-build') || !existsSync(join(dist, 'index.html'))) {
  const built = await run('npm', ['run', 'build:portal']);
  if (built !== 0) process.exit(built);
}

const port = Number(process.env.BUDGET_PORT ?? 4320);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-budget-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/health within 120 s.');
}

let exitCode = 1;
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseURL && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /kirjaudu/i })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');

  let total = 0;
  let served = 0;
  const rows = [...scripts].map((path) => {
    const size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    total += size;
    const brotli = join(dist, `${path}.br`);
    served += existsSync(brotli) ? readFileSync(brotli).length : size;
    return { path, size };
  });
  rows.sort((a, b) => b.size - a.size);
  for (const { path, size } of rows)
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${path}`);
  const totalKb = total / 1024;
  console.log(
    `Login route JavaScript: ${totalKb.toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`,
  );
  console.log(
    `As the server sends it to Chromium (precompressed Brotli): ${(served / 1024).toFixed(1)} KB`,
  );
  if (totalKb > BUDGET_KB) console.error('Over budget: split or trim what the login route loads.');
  else exitCode = 0;
} catch (error) {
  console.error(error);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
