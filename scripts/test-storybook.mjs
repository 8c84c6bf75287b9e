// Builds Storybook (unless --no-build), serves it on 127.0.0.1 and runs @storybook/test-runner in
// Debian's Chromium: every story's play function, then axe-core over the whole page in each
// language of the locale toolbar (.storybook/test-runner.ts); prints the axe counts per language.
// STORYBOOK_TEST_PORT picks the static server's port (default: any free port). Each story's result
// (play function and axe) is also written as JUnit to test-results/storybook/junit.xml.
// Arguments after the options pick stories by title, e.g. `npm run test:storybook -- cards-debtcard`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';
import { run } from './run.mjs';
import { recordEvidence } from './accessibility-evidence.mjs';

const skipBuild = process.argv.includes('--no-build');
const runnerArgs = process.argv.slice(2).filter((a) => a !== '--no-build');
if (!skipBuild || !existsSync('storybook-static/index.json')) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}

// Written by the runner's postVisit, one file per story (the runner's workers are processes).
const countsDir = join('test-results', 'storybook-axe');
rmSync(countsDir, { recursive: true, force: true });

const { url, close } = await serveStatic(
  'storybook-static',
  Number(process.env.STORYBOOK_TEST_PORT ?? 0),
);
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
    // Three languages a story: three loads and three axe runs on two shared cores.
    '--testTimeout=90000',
    '--junit',
    ...runnerArgs,
  ],
  {
    env: {
      ...process.env,
      TEST_BROWSERS: 'chromium',
      JEST_JUNIT_OUTPUT_DIR: join('test-results', 'storybook'),
      JEST_JUNIT_OUTPUT_NAME: 'junit.xml',
      // One test suite per component, one test case per story, named as in the sidebar.
      JEST_JUNIT_SUITE_NAME: '{title}',
      JEST_JUNIT_CLASSNAME: '{classname}',
      JEST_JUNIT_TITLE: '{title} and axe (fi, sv, en)',
    },
  },
);
await close();

const files = existsSync(countsDir) ? readdirSync(countsDir) : [];
const totals = {};
for (const file of files) {
  const counts = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
  for (const [locale, { rules, nodes }] of Object.entries(counts)) {
    totals[locale] ??= { rules: 0, nodes: 0 };
    totals[locale].rules += rules;
    totals[locale].nodes += nodes;
  }
}
console.log(`axe over ${files.length} stories (violated rules / elements, summed over stories):`);
for (const [locale, { rules, nodes }] of Object.entries(totals)) {
  console.log(`  ${locale}: ${rules} / ${nodes}`);
}
console.log(`Storybook tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);

// The accessibility statement's evidence: only a run over every story that passed counts.
if (code === 0 && runnerArgs.length === 0) {
  const stories = storyCount();
  if (stories !== null && files.length === stories && files.length > 0) {
    recordEvidence('storybook', {
      finishedAt: new Date().toISOString(),
      stories: files.length,
      axe: totals,
    });
  } else {
    console.log(
      `Accessibility evidence not written: ${files.length} of ${stories} stories checked`,
    );
  }
}
process.exit(code);

/** The stories in the built index (docs pages are not stories), or null when it is unreadable. */
function storyCount() {
  try {
    const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
    return Object.values(index.entries).filter((entry) => entry.type === 'story').length;
  } catch {
    return null;
  }
}
