// loki visual regression of every story at 390 px and 1280 px against the references committed
// in visual-tests/.loki/reference. `--update` rewrites the references (then review and commit).
// loki lives in visual-tests/ with its own lockfile (TOOLCHAIN.md: its peers clash with Storybook 10).
import { existsSync } from 'node:fs';
import { run } from './run.mjs';
import { chromiumPath } from './chromium.cjs';

const update = process.argv.includes('--update');

if (!existsSync('visual-tests/node_modules/.bin/loki')) {
  const installed = await run('npm', ['ci', '--prefix', 'visual-tests', '--no-audit', '--no-fund']);
  if (installed !== 0) process.exit(installed);
}
if (!existsSync('storybook-static/index.json')) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}

const args = [
  update ? 'update' : 'test',
  '--reactUri',
  'file:../storybook-static',
  '--chromeConcurrency',
  '2',
  ...(update ? [] : ['--requireReference']),
];
const started = Date.now();
const code = await run('node_modules/.bin/loki', args, {
  cwd: 'visual-tests',
  env: { ...process.env, CHROME_PATH: chromiumPath, NODE_NO_WARNINGS: '1', CI: 'true' },
});
console.log(`loki ${args[0]} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (code !== 0 && !update) {
  console.error(
    'Visual differences: see visual-tests/.loki/difference. If the change is intended, run `npm run test:visual:update` and commit the new references.',
  );
}
process.exit(code);
