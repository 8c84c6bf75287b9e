// loki visual regression of every story at 390 px and 1280 px against the references committed
// in visual-tests/.loki/reference. `--update` rewrites the references (then review and commit).
// loki lives in visual-tests/ with its own lockfile (TOOLCHAIN.md: its peers clash with Storybook 10).
//
// Headless Chromium now and then paints a story a moment early (a whole-text difference in one
// image out of a few hundred). A story that differs is therefore screenshotted once more; it
// passes only if the second image matches the reference, and it is listed as flaky either way.
import { spawn } from 'node:child_process';
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

/** Runs loki, echoing its output; resolves with the exit code and the output. */
function loki(args) {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/loki', args, {
      cwd: 'visual-tests',
      env: { ...process.env, CHROME_PATH: chromiumPath, NODE_NO_WARNINGS: '1', CI: 'true' },
    });
    let output = '';
    const echo = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const base = ['--reactUri', 'file:../storybook-static', '--chromeConcurrency', '2'];
const started = Date.now();
let { code, output } = await loki(
  update ? ['update', ...base] : ['test', ...base, '--requireReference'],
);

if (code !== 0 && !update) {
  // "FAIL chrome.app/chrome.small/Layout/NavigationDrawer/Open: Screenshot differs from reference"
  const differing = [
    ...new Set(
      [
        ...output.matchAll(/FAIL chrome\.app\/chrome\.\w+\/(.+)\/([^/]+?): Screenshot differs/g),
      ].map(([, kind, story]) => `${kind} ${story}`),
    ),
  ];
  const otherFailures = /Failed with|No reference image|Unable to/.test(output);
  if (differing.length > 0 && !otherFailures) {
    const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    console.log(
      `\nScreenshotting ${differing.length} differing stories once more: ${differing.join(', ')}`,
    );
    const filter = `^(${differing.map(escape).join('|')})$`;
    ({ code } = await loki(['test', ...base, '--requireReference', '--storiesFilter', filter]));
    console.log(
      code === 0
        ? `Flaky screenshots (matched on the second try): ${differing.join(', ')}`
        : 'Still different on the second try.',
    );
  }
}

console.log(
  `loki ${update ? 'update' : 'test'} took ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (code !== 0 && !update) {
  console.error(
    'Visual differences: see visual-tests/.loki/difference. If the change is intended, run `npm run test:visual:update` and commit the new references.',
  );
}
process.exit(code);
