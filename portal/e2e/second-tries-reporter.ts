import type { Reporter, Suite } from '@playwright/test/reporter';
import { recordSecondTries } from '../../scripts/second-tries.mjs';

/**
 * Records the journeys that passed only on their retry, for the list `npm test` prints at its end
 * (scripts/second-tries.mjs). Playwright's list reporter prints them as flaky too; this keeps the
 * count beside the screenshots' so a run shows both in one place.
 */
export default class SecondTriesReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  printsToStdio() {
    return false;
  }

  onEnd() {
    if (!this.suite) return;
    const flaky = this.suite
      .allTests()
      .filter((test) => test.outcome() === 'flaky')
      .map((test) => test.titlePath().filter(Boolean).join(' › '));
    recordSecondTries('journeys', flaky);
  }
}
