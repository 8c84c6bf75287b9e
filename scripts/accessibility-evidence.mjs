// The evidence behind the accessibility statement's "how this was tested" part: one committed
// JSON file (visual-tests/accessibility-evidence.json) that a full passing run of the Storybook
// runner (scripts/test-storybook.mjs), of the journeys (portal/e2e/evidence-reporter.ts) and of
// the screen-reader journeys (portal/src/app/screen-reader*.test.tsx) rewrite, each its own part,
// and that the portal build reads (portal/vite.config.ts). Writing it never fails a test run: a
// problem is printed and the run's result stays what it was.
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { relative } from 'node:path';

export const EVIDENCE_FILE = new URL('../visual-tests/accessibility-evidence.json', import.meta.url)
  .pathname;

function readEvidence(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // Missing or unreadable: start again with this part.
  }
  return {};
}

/**
 * Writes the whole file at once (a new file renamed over the old), so that a reader running at
 * the same time (the build, a test reading the record) never meets half of it.
 */
function writeEvidence(evidence, file) {
  const next = `${file}.${process.pid}.tmp`;
  // Two-space JSON without arrays is what Prettier writes too, so `npm run lint` stays green.
  writeFileSync(next, `${JSON.stringify(evidence, null, 2)}\n`);
  renameSync(next, file);
}

/** Replaces one part (`storybook`, `journeys`) of the evidence file and keeps the others. */
export function recordEvidence(part, value, file = EVIDENCE_FILE) {
  try {
    const evidence = readEvidence(file);
    evidence[part] = value;
    writeEvidence(evidence, file);
    console.log(`Accessibility evidence (${part}) written to ${relative(process.cwd(), file)}`);
  } catch (error) {
    console.warn(`Accessibility evidence (${part}) not written: ${error?.message ?? error}`);
  }
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `write` holding a lock file beside the evidence: the screen-reader files run in workers
 * of their own, often at the same moment, and each adds its journeys to the same part. A lock
 * left by a crashed run is taken over after ten seconds.
 */
function withLock(file, write) {
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 50) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        // Released meanwhile: try again at once.
      }
      if (age > 10_000 || waited > 20_000) unlinkSync(lock);
      else pause(50);
    }
  }
  try {
    write();
  } finally {
    unlinkSync(lock);
  }
}

/**
 * Adds the journeys one screen-reader file heard to the end (`{ journey, phrases }`) to the
 * `screenReader` part, replacing that file's earlier record of them and keeping the others'.
 */
export function recordHeardJourneys(journeys, file = EVIDENCE_FILE) {
  try {
    withLock(file, () => {
      const part = readEvidence(file).screenReader;
      const earlier = Array.isArray(part?.journeys) ? part.journeys : [];
      const kept = earlier.filter((old) => !journeys.some((now) => now.journey === old?.journey));
      recordEvidence(
        'screenReader',
        { finishedAt: new Date().toISOString(), journeys: [...kept, ...journeys] },
        file,
      );
    });
  } catch (error) {
    console.warn(`Accessibility evidence (screenReader) not written: ${error?.message ?? error}`);
  }
}
