// Builds Storybook (unless --no-build), serves it on 127.0.0.1 and runs @storybook/test-runner in
// Debian's Chromium: every story's play function, then axe-core over the whole page.
import { existsSync } from 'node:fs';
import { serveStatic } from './static-server.mjs';
import { run } from './run.mjs';

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild || !existsSync('storybook-static/index.json')) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}

const { url, close } = await serveStatic('storybook-static');
const started = Date.now();
const code = await run(
  'npx',
  [
    'test-storybook',
    '--url',
    url,
    '--index-json',
    '--maxWorkers=2',
    '--ci',
    ...process.argv.slice(2).filter((a) => a !== '--no-build'),
  ],
  { env: { ...process.env, TEST_BROWSERS: 'chromium' } },
);
await close();
console.log(`Storybook tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
