// Journeys: builds the portal, then Playwright (portal/playwright.config.ts) starts the real server
// on 127.0.0.1 with a fresh data directory and drives Debian's Chromium through the pages.
import { run } from './run.mjs';
import { EVIDENCE_FILE } from './accessibility-evidence.mjs';

if (!process.argv.includes('--no-build')) {
  const built = await run('npm', ['run', 'build:portal']);
  if (built !== 0) process.exit(built);
  const journeyBuilt = await run('npm', ['run', 'build:portal:journey']);
  if (journeyBuilt !== 0) process.exit(journeyBuilt);
}
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
// A full run (no filter, no option) that passes rewrites the journeys' part of the accessibility
// evidence (portal/e2e/evidence-reporter.ts); a partial one leaves the record as it is.
const env = { ...process.env };
if (args.length === 0) env.A11Y_EVIDENCE_FILE ??= EVIDENCE_FILE;
process.exit(
  await run('npx', ['playwright', 'test', '--config', 'portal/playwright.config.ts', ...args], {
    env,
  }),
);
