// loki visual regression against the references committed in visual-tests/.loki/reference:
//   - every story in Finnish at 390 px and 1280 px;
//   - the stories whose text length matters (actions, forms, cards, feedback, overlays) also in
//     Swedish and English at 390 px, where long words wrap first;
//   - the layout stories also at 600 px and 960 px, the breakpoints between phone and desktop.
// When screenshots differ it writes one HTML report with before, after and diff per story
// (reg-cli, with loki's tolerance) to test-results/visual/index.html, and a JUnit file beside it.
//
//   npm run test:visual                                   everything
//   npm run test:visual -- --story "Cards/DebtCard"       one component's stories
//   npm run test:visual -- --story "Cards/DebtCard/Pay Now"   one story
//   npm run test:visual:update [-- --story ...]           approve: rewrite those references
//
// loki lives in visual-tests/ with its own lockfile (TOOLCHAIN.md: its peers clash with Storybook 10).
// Headless Chromium now and then paints a story a moment early (a whole-text difference in one
// image out of a few hundred). A story that differs is therefore screenshotted again, up to twice;
// it passes only if a later image matches the reference, and it is listed as flaky either way.
// One still different is described in the log (pixels and where), since CI keeps only the log.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { run } from './run.mjs';
import { chromiumPath } from './chromium.cjs';
// loki's own dependencies (visual-tests/), for describing a difference in the log.
const visualRequire = createRequire(resolve('visual-tests/package.json'));

const args = process.argv.slice(2);
const update = args.includes('--update');
const storyArg = args.includes('--story') ? args[args.indexOf('--story') + 1] : undefined;
if (args.includes('--story') && !storyArg) {
  console.error('--story needs a sidebar path, e.g. --story "Cards/DebtCard/Pay Now"');
  process.exit(2);
}

const LOKI_DIR = 'visual-tests/.loki';
const REPORT_DIR = 'test-results/visual';
/** loki's `chromeTolerance` (percent), passed to reg-cli as pixelmatch's threshold (0-1). */
const tolerance = JSON.parse(readFileSync('visual-tests/package.json', 'utf8')).loki
  .chromeTolerance;

/** How many times a differing story is screenshotted again before it counts as a difference. */
const RETRIES = 2;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** loki matches `--storiesFilter` against "Kind Story name", e.g. "Cards/DebtCard Pay Now". */
function storyFilterOf(path) {
  const cut = path.lastIndexOf('/');
  const asStory = cut > 0 ? `${path.slice(0, cut)} ${path.slice(cut + 1)}` : path;
  return `(?:${escape(path)}|${escape(asStory)})(?: |$)`;
}

const groups = [
  {
    name: 'Finnish at 390 and 1280 px',
    configurations: ['chrome.small', 'chrome.large'],
  },
  {
    name: 'Swedish at 390 px (texts)',
    configurations: ['chrome.small.sv'],
    locale: 'se',
    stories: '(?:Actions|Forms|Cards|Feedback|Overlays)/',
  },
  {
    name: 'English at 390 px (texts)',
    configurations: ['chrome.small.en'],
    locale: 'en',
    stories: '(?:Actions|Forms|Cards|Feedback|Overlays)/',
  },
  {
    name: 'layouts at 600 and 960 px',
    configurations: ['chrome.sm', 'chrome.md'],
    stories: 'Layout/',
  },
];

if (!existsSync('visual-tests/node_modules/.bin/loki')) {
  const installed = await run('npm', ['ci', '--prefix', 'visual-tests', '--no-audit', '--no-fund']);
  if (installed !== 0) process.exit(installed);
}
const { PNG } = visualRequire('pngjs');
const pixelmatch = visualRequire('pixelmatch');
if (!existsSync('storybook-static/index.json')) {
  const built = await run('npm', ['run', 'build:storybook']);
  if (built !== 0) process.exit(built);
}

/**
 * The static Storybook starting in another language: links to the build, with an iframe.html
 * that sets `<html data-story-locale>` before Storybook starts (preview.tsx reads it).
 */
function localeBuild(locale) {
  const dir = join(LOKI_DIR, `storybook-${locale}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync('storybook-static')) {
    if (entry === 'iframe.html') continue;
    symlinkSync(resolve('storybook-static', entry), join(dir, entry));
  }
  const html = readFileSync('storybook-static/iframe.html', 'utf8').replace(
    '<head>',
    `<head><script>document.documentElement.dataset.storyLocale = ${JSON.stringify(locale)};</script>`,
  );
  writeFileSync(join(dir, 'iframe.html'), html);
  return `file:./.loki/storybook-${locale}`;
}

/**
 * Keeps this run's screenshots (loki empties .loki/current when it starts): the report's "after"
 * images. A retry's images replace the first try's.
 */
function collectScreenshots() {
  const current = join(LOKI_DIR, 'current');
  const after = join(REPORT_DIR, 'after');
  mkdirSync(after, { recursive: true });
  for (const file of existsSync(current) ? readdirSync(current) : []) {
    copyFileSync(join(current, file), join(after, file));
  }
}

/** Runs loki, echoing its output; resolves with the exit code and the output. */
function loki(lokiArgs) {
  return new Promise((done) => {
    const child = spawn('node_modules/.bin/loki', lokiArgs, {
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
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

// Only this run's screenshots and differences: the report shows exactly what was checked.
if (!update) {
  rmSync(join(LOKI_DIR, 'current'), { recursive: true, force: true });
  rmSync(join(LOKI_DIR, 'difference'), { recursive: true, force: true });
  rmSync(REPORT_DIR, { recursive: true, force: true });
}

/** "FAIL chrome.app/chrome.small.sv/Layout/NavigationDrawer/Open: Screenshot differs from reference" */
function differingStories(output) {
  return [
    ...new Set(
      [
        ...output.matchAll(/FAIL chrome\.app\/chrome\.[\w.]+\/(.+)\/([^/]+?): Screenshot differs/g),
      ].map(([, kind, story]) => `${kind} ${story}`),
    ),
  ];
}

/**
 * Where each remaining difference is, in the log itself (CI keeps only the log): the differing
 * pixels and the box around them, with the story's size, so a whole-story repaint reads
 * differently from a moved focus ring or one line of text.
 */
function describeDifferences() {
  const dir = join(LOKI_DIR, 'difference');
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const reference = join(LOKI_DIR, 'reference', file);
    const current = join(LOKI_DIR, 'current', file);
    if (!existsSync(reference) || !existsSync(current)) continue;
    const a = PNG.sync.read(readFileSync(reference));
    const b = PNG.sync.read(readFileSync(current));
    if (a.width !== b.width || a.height !== b.height) {
      console.log(
        `  ${file}: size ${a.width}x${a.height} in the reference, ${b.width}x${b.height} now`,
      );
      continue;
    }
    const diff = new PNG({ width: a.width, height: a.height });
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
      threshold: tolerance / 100,
    });
    let [left, top, right, bottom] = [a.width, a.height, -1, -1];
    for (let y = 0; y < a.height; y++)
      for (let x = 0; x < a.width; x++) {
        const i = (y * a.width + x) * 4;
        // pixelmatch paints differing pixels red (255, 0, 0).
        if (diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    const box = right < 0 ? 'none' : `x ${left}-${right}, y ${top}-${bottom}`;
    console.log(`  ${file}: ${pixels} pixels differ (box ${box}) in ${a.width}x${a.height}`);
  }
}

/** Every story of the build as loki names it, "Cards/DebtCard Pay Now". */
const storyNames = Object.values(
  JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries,
)
  .filter((entry) => entry.type === 'story')
  .map((entry) => `${entry.title} ${entry.name}`);

const started = Date.now();
let failed = false;
const flaky = [];
let screenshots = 0;
for (const group of groups) {
  const filters = [group.stories, storyArg && storyFilterOf(storyArg)].filter(Boolean);
  const storiesFilter =
    filters.length > 0 ? `^${filters.map((filter) => `(?=${filter})`).join('')}` : undefined;
  // loki names stories "Kind Story name"; a group none of whose stories is asked for is skipped
  // (each loki start costs seconds).
  const matching = storyNames.filter(
    (name) => !storiesFilter || new RegExp(storiesFilter, 'i').test(name),
  );
  if (matching.length === 0) continue;
  const base = [
    '--reactUri',
    group.locale ? localeBuild(group.locale) : 'file:../storybook-static',
    '--chromeConcurrency',
    '2',
    '--configurationFilter',
    `^(?:${group.configurations.map(escape).join('|')})$`,
    ...(storiesFilter ? ['--storiesFilter', storiesFilter] : []),
  ];
  const groupStarted = Date.now();
  console.log(`\n=== ${group.name}`);
  let { code, output } = await loki(
    update ? ['update', ...base] : ['test', ...base, '--requireReference'],
  );
  if (!update) collectScreenshots();
  screenshots += [...output.matchAll(/^(?:PASS|FAIL) chrome\.app\/chrome\.[\w.]+\//gm)].length;

  // A story that differs is screenshotted again, up to twice, each time only those still differing.
  let differing = code !== 0 && !update ? differingStories(output) : [];
  const otherFailures = /Failed with|No reference image|Unable to/.test(output);
  const firstDiffering = differing;
  for (let retry = 1; retry <= RETRIES && differing.length > 0 && !otherFailures; retry++) {
    console.log(
      `\nScreenshotting ${differing.length} differing stories once more (try ${retry + 1}): ${differing.join(', ')}`,
    );
    const retryArgs = base.filter(
      (_, i) => base[i - 1] !== '--storiesFilter' && _ !== '--storiesFilter',
    );
    ({ code, output } = await loki([
      'test',
      ...retryArgs,
      '--requireReference',
      '--storiesFilter',
      `^(${differing.map(escape).join('|')})$`,
    ]));
    collectScreenshots();
    differing = code === 0 ? [] : differingStories(output);
  }
  if (code === 0 && firstDiffering.length > 0)
    flaky.push(...firstDiffering.map((story) => `${story} (${group.name})`));
  if (code !== 0 && firstDiffering.length > 0) {
    console.log(`Still different after ${RETRIES + 1} tries:`);
    describeDifferences();
  }
  console.log(`${group.name}: ${((Date.now() - groupStarted) / 1000).toFixed(1)} s`);
  if (code !== 0) failed = true;
}

if (flaky.length > 0)
  console.log(`Flaky screenshots (matched on a later try): ${flaky.join(', ')}`);
console.log(
  `loki ${update ? 'update' : 'test'}: ${screenshots} screenshots in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

if (failed && !update) {
  const report = await writeReport();
  console.error(
    [
      `Visual differences: open ${report} (before, after and diff of each story).`,
      'If a change is intended, approve it: `npm run test:visual:update -- --story "<Kind/Story>"`',
      '(or without --story for all), then commit visual-tests/.loki/reference. See visual-tests/README.md.',
    ].join('\n'),
  );
}
process.exit(failed ? 1 : 0);

/**
 * reg-cli's report over this run's screenshots: "after" is the screenshot taken, "before" the
 * reference of the same name (references not screenshot in this run are left out, so a
 * one-story run does not list the others as deleted).
 */
async function writeReport() {
  const current = join(REPORT_DIR, 'after');
  const before = join(REPORT_DIR, 'before');
  mkdirSync(before, { recursive: true });
  for (const file of existsSync(current) ? readdirSync(current) : []) {
    const reference = join(LOKI_DIR, 'reference', file);
    if (existsSync(reference)) copyFileSync(reference, join(before, file));
  }
  await run(
    resolve('visual-tests/node_modules/.bin/reg-cli'),
    [
      resolve(current),
      resolve(before),
      resolve(REPORT_DIR, 'diff'),
      '--report',
      resolve(REPORT_DIR, 'index.html'),
      '--json',
      resolve(REPORT_DIR, 'reg.json'),
      '--junit',
      resolve(REPORT_DIR, 'junit.xml'),
      '--matchingThreshold',
      String(tolerance / 100),
      '--thresholdPixel',
      '0',
      '--ignoreChange',
    ],
    { stdio: 'ignore' },
  );
  return join(REPORT_DIR, 'index.html');
}
