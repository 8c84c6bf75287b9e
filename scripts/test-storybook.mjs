// Builds Storybook (unless --no-build), serves it on 127.0.0.1 and runs @storybook/test-runner in
// Debian's Chromium: every story's play function, then axe-core and IBM Equal Access over the
// whole page in each language of the locale toolbar, and the story's screenshots compared with the
// references in visual-tests/.loki/reference (.storybook/test-runner.ts, .storybook/visual.ts);
// prints both engines' counts per language and the screenshots' outcome; differences go to the
// visual review inside the built Storybook (scripts/visual-report.mjs). STORYBOOK_TEST_PORT
// picks the static server's port (default: any free port). Each story's result (play function,
// both engines, screenshots) is also written as JUnit to test-results/storybook/junit.xml.
// Arguments after the options pick stories by title, e.g. `npm run test:storybook -- cards-debtcard`.
// VISUAL_MODE=update rewrites the references that differ, VISUAL_MODE=off takes no screenshots
// (scripts/test-visual.mjs sets it).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from './static-server.mjs';
import { run } from './run.mjs';
import { recordEvidence } from './accessibility-evidence.mjs';
import { recordSecondTries } from './second-tries.mjs';
import { storyEntries, writeVisualReport } from './visual-report.mjs';

const skipBuild = process.argv.includes('--no-build');
const runnerArgs = process.argv.slice(2).filter((a) => a !== '--no-build');
if (!skipBuild || !existsSync('storybook-static/index.json')) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}

// Written by the runner's postVisit, one file per story (the runner's workers are processes).
const countsDir = join('test-results', 'storybook-axe');
// STORYBOOK_PHASE_TIMES=1: where each story's time went (.storybook/test-runner.ts).
const phasesDir = join('test-results', 'storybook-phases');
const visualDir = join('test-results', 'storybook-visual');
const LOKI_DIR = join('visual-tests', '.loki');
// The visual review lives in the built Storybook, beside the stories it links to.
const REPORT_DIR = join('storybook-static', 'visual-report');
const visualMode = process.env.VISUAL_MODE ?? 'check';
for (const dir of [
  countsDir,
  phasesDir,
  visualDir,
  REPORT_DIR,
  join(LOKI_DIR, 'current'),
  join(LOKI_DIR, 'difference'),
]) {
  rmSync(dir, { recursive: true, force: true });
}
// loki's own dependencies (visual-tests/ has its own lockfile): the image diff, the report.
if (visualMode !== 'off' && !existsSync('visual-tests/node_modules/@loki/browser')) {
  const installed = await run('npm', ['ci', '--prefix', 'visual-tests', '--no-audit', '--no-fund']);
  if (installed !== 0) process.exit(installed);
}

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
      JEST_JUNIT_TITLE: '{title}, axe and Equal Access (fi, sv, en) and screenshots',
    },
  },
);
await close();

const files = existsSync(countsDir) ? readdirSync(countsDir) : [];
// Per engine (axe, equalAccess), per language: violated rules and failing elements.
const totals = { axe: {}, equalAccess: {} };
for (const file of files) {
  const counts = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
  for (const engine of Object.keys(totals)) {
    for (const [locale, { rules, nodes }] of Object.entries(counts[engine] ?? {})) {
      totals[engine][locale] ??= { rules: 0, nodes: 0 };
      totals[engine][locale].rules += rules;
      totals[engine][locale].nodes += nodes;
    }
  }
}
for (const [engine, name] of [
  ['axe', 'axe'],
  ['equalAccess', 'IBM Equal Access'],
]) {
  console.log(`${name} over ${files.length} stories (violated rules / elements, summed):`);
  for (const [locale, { rules, nodes }] of Object.entries(totals[engine])) {
    console.log(`  ${locale}: ${rules} / ${nodes}`);
  }
}
printPhaseTimes();
const visual = visualOutcome();
console.log(`Storybook tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
let failed = code !== 0;
const fullRun = runnerArgs.length === 0;
if (visualMode === 'update') {
  console.log(
    `Screenshots: ${visual.shots.length} taken, ${visual.updated.length} references rewritten` +
      (visual.updated.length > 0 ? `:\n  ${visual.updated.join('\n  ')}` : ''),
  );
  if (visual.unstable.length > 0) {
    console.log(`Not the same twice in a row (find out why): ${visual.unstable.join(', ')}`);
    failed = true;
  }
} else if (visualMode === 'check') {
  console.log(
    `Screenshots: ${visual.shots.length} compared, ${visual.failed.length} different, ` +
      `${visual.flaky.length} matched only on a second try` +
      (visual.flaky.length > 0
        ? ` (${visual.flaky.join(', ')}; their first tries are in test-results/second-tries/screenshots)`
        : ''),
  );
  recordSecondTries('screenshots', visual.flaky);
  // A reference that no story screenshots any more is a leftover: a renamed or removed story.
  if (fullRun && code === 0) {
    const taken = new Set(visual.shots);
    const orphans = readdirSync(join(LOKI_DIR, 'reference')).filter((file) => !taken.has(file));
    if (orphans.length > 0) {
      console.error(
        `References no story screenshots (delete them, or restore the story):\n  ${orphans.join('\n  ')}`,
      );
      failed = true;
    }
  }
  if (visual.failed.length > 0) {
    const report = writeVisualReport({
      dir: REPORT_DIR,
      changes: visual.differences,
      entries: storyEntries('storybook-static'),
      configurations: JSON.parse(readFileSync('visual-tests/package.json', 'utf8')).loki
        .configurations,
      lokiDir: LOKI_DIR,
    });
    console.error(
      [
        `Visual differences: ${report}, in the built Storybook: \`npm run storybook:review\` serves`,
        'it and prints its address (each changed story by name: approved, new and differing pixels,',
        'linked to the story). If a change is intended, approve it:',
        '`npm run test:visual:update -- --story "<Kind/Story>"` (or without --story for all), then',
        'commit visual-tests/.loki/reference. See visual-tests/README.md.',
      ].join('\n'),
    );
  }
}

// The accessibility statement's evidence: only a run over every story that passed counts.
if (code === 0 && fullRun) {
  const stories = storyCount();
  if (stories !== null && files.length === stories && files.length > 0) {
    recordEvidence('storybook', {
      finishedAt: new Date().toISOString(),
      stories: files.length,
      axe: totals.axe,
      equalAccess: totals.equalAccess,
    });
  } else {
    console.log(
      `Accessibility evidence not written: ${files.length} of ${stories} stories checked`,
    );
  }
}
process.exit(failed ? code || 1 : 0);

/** Every story's screenshot outcome (.storybook/visual.ts writes one file per story). */
function visualOutcome() {
  const all = { shots: [], flaky: [], failed: [], updated: [], unstable: [], differences: [] };
  for (const file of existsSync(visualDir) ? readdirSync(visualDir) : []) {
    const outcome = JSON.parse(readFileSync(join(visualDir, file), 'utf8'));
    const storyId = file.replace(/\.json$/, '');
    for (const key of Object.keys(all)) {
      all[key].push(
        ...(outcome[key] ?? []).map((x) => (key === 'differences' ? { ...x, storyId } : x)),
      );
    }
  }
  return all;
}

/** The stories in the built index (docs pages are not stories), or null when it is unreadable. */
function storyCount() {
  try {
    const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
    return Object.values(index.entries).filter((entry) => entry.type === 'story').length;
  } catch {
    return null;
  }
}

/** Each phase's time summed over the stories, wall and main-thread busy (STORYBOOK_PHASE_TIMES). */
function printPhaseTimes() {
  const stories = existsSync(phasesDir) ? readdirSync(phasesDir) : [];
  if (stories.length === 0) return;
  const sums = {};
  for (const file of stories) {
    for (const [phase, { wallMs, busyMs }] of Object.entries(
      JSON.parse(readFileSync(join(phasesDir, file), 'utf8')),
    )) {
      sums[phase] ??= { wallMs: 0, busyMs: 0 };
      sums[phase].wallMs += wallMs;
      sums[phase].busyMs += busyMs;
    }
  }
  const wall = Object.values(sums).reduce((sum, { wallMs }) => sum + wallMs, 0);
  const busy = Object.values(sums).reduce((sum, { busyMs }) => sum + busyMs, 0);
  console.log(`Where the time went over ${stories.length} stories (wall s, tab busy s):`);
  for (const [phase, { wallMs, busyMs }] of Object.entries(sums)) {
    console.log(
      `  ${phase.padEnd(6)} ${(wallMs / 1000).toFixed(1).padStart(7)} (${Math.round((100 * wallMs) / wall)} %)` +
        `  ${(busyMs / 1000).toFixed(1).padStart(7)} (${Math.round((100 * busyMs) / busy)} %)`,
    );
  }
  console.log(
    `  total  ${(wall / 1000).toFixed(1).padStart(7)}         ${(busy / 1000).toFixed(1).padStart(7)}`,
  );
}
