import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { recordEvidence } from '../../scripts/accessibility-evidence.mjs';
import {
  ARIA_SNAPSHOT,
  AXE_CHECK,
  journeyEvidence,
} from '../src/features/accessibility/evidence-records';

/**
 * Writes the journeys' part of the accessibility evidence (visual-tests/accessibility-evidence.json)
 * after a run that passed, when `A11Y_EVIDENCE_FILE` names the file: scripts/test-e2e.mjs sets it
 * for a full run only (no filters, every project), so a partial run never overwrites the record.
 * It reads what the runner already has (each test's last result and its annotations) at the end.
 */
export default class EvidenceReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  printsToStdio() {
    return false;
  }

  onEnd(result: FullResult) {
    const file = process.env.A11Y_EVIDENCE_FILE;
    if (!file || !this.suite) return;
    if (result.status !== 'passed') {
      console.log(`Accessibility evidence not written: the journeys ${result.status}`);
      return;
    }
    try {
      const journeys = this.suite.allTests().map((test) => {
        const last = test.results.at(-1);
        return {
          title: test.titlePath().join(' '),
          passed: test.outcome() === 'expected' || test.outcome() === 'flaky',
          axeChecks: (last?.annotations ?? [])
            .filter((annotation) => annotation.type === AXE_CHECK)
            .map((annotation) => annotation.description ?? ''),
          ariaSnapshots: (last?.annotations ?? [])
            .filter((annotation) => annotation.type === ARIA_SNAPSHOT)
            .map((annotation) => annotation.description ?? ''),
        };
      });
      recordEvidence('journeys', journeyEvidence(journeys, new Date()), file);
    } catch (error) {
      console.warn(`Accessibility evidence not written: ${String(error)}`);
    }
  }
}
