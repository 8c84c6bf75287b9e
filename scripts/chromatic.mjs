// `npm run chromatic`: publishes the built Storybook to Chromatic (hosted visual review) when
// CHROMATIC_PROJECT_TOKEN is set, and otherwise says why it did nothing. No test depends on it:
// the hosted service needs the internet, which CI machines here do not have; loki is the visual
// regression check that runs offline.
import { run } from './run.mjs';

const BUILD_DIR = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: nothing published, because CHROMATIC_PROJECT_TOKEN is not set.',
      '  Chromatic is a hosted service: set the token of your Chromatic project (Manage > Configure',
      '  on chromatic.com) and run again from a machine that reaches www.chromatic.com.',
      '  The offline visual check is `npm run test:visual` (loki).',
    ].join('\n'),
  );
  process.exit(0);
}

// Built afresh, so what reviewers see is the code of this checkout (a build takes seconds).
console.log('chromatic: building Storybook…');
const built = await run('npm', ['run', '--silent', 'build:storybook']);
if (built !== 0) process.exit(built);

// The CLI reads the token from the environment itself; extra arguments pass through
// (`npm run chromatic -- --branch-name review/x`). Changes are for review on chromatic.com, not a
// failure here. Chromatic 16 is the last line that runs on Node 20 (17 and later declare Node 22),
// so its "new major version" notice is skipped.
const code = await run('npx', [
  '--no-install',
  'chromatic',
  '--skip-update-check',
  '--storybook-build-dir',
  BUILD_DIR,
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
process.exit(code);
