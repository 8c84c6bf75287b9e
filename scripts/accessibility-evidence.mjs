// The evidence behind the accessibility statement's "how this was tested" part: one committed
// JSON file (visual-tests/accessibility-evidence.json) that a full passing run of the Storybook
// runner (scripts/test-storybook.mjs) and of the journeys (portal/e2e/evidence-reporter.ts)
// rewrite, each its own part, and that the portal build reads (portal/vite.config.ts). Writing it
// never fails a test run: a problem is printed and the run's result stays what it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export const EVIDENCE_FILE = new URL('../visual-tests/accessibility-evidence.json', import.meta.url)
  .pathname;

/** Replaces one part (`storybook`, `journeys`) of the evidence file and keeps the others. */
export function recordEvidence(part, value, file = EVIDENCE_FILE) {
  try {
    let evidence = {};
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) evidence = parsed;
    } catch {
      // Missing or unreadable: start again with this part.
    }
    evidence[part] = value;
    // Two-space JSON without arrays is what Prettier writes too, so `npm run lint` stays green.
    writeFileSync(file, `${JSON.stringify(evidence, null, 2)}\n`);
    console.log(`Accessibility evidence (${part}) written to ${relative(process.cwd(), file)}`);
  } catch (error) {
    console.warn(`Accessibility evidence (${part}) not written: ${error?.message ?? error}`);
  }
}
