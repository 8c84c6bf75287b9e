// `npm run loki <command> -- <options>`: loki itself, as its own hints print it
// ("npm run loki update -- --reactUri=... --storiesFilter=..."), run from visual-tests/ where it
// is installed, with Debian's Chromium. Most of the time use `npm run test:visual` instead: it
// also screenshots in Swedish and English and writes the HTML report (visual-tests/README.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run.mjs';
import { chromiumPath } from './chromium.cjs';

if (!existsSync('visual-tests/node_modules/.bin/loki')) {
  const installed = await run('npm', ['ci', '--prefix', 'visual-tests', '--no-audit', '--no-fund']);
  if (installed !== 0) process.exit(installed);
}
const child = spawn('node_modules/.bin/loki', process.argv.slice(2), {
  cwd: 'visual-tests',
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromiumPath, NODE_NO_WARNINGS: '1' },
});
child.on('exit', (code) => process.exit(code ?? 1));
