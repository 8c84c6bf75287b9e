import { parseLanguageId, type LanguageId } from '@portal/translations';

/**
 * How the journeys' evidence for the accessibility statement is made from a Playwright run
 * (portal/e2e/evidence-reporter.ts); `evidence.ts` reads it back. Here, beside the reader, so
 * that the format has one home and both sides have unit tests. Not part of any page's code.
 */

/**
 * The annotation each `checkAccessibility()` leaves on its test (portal/e2e/fixtures.ts):
 * `<html lang> <viewport width> <axe violations> <Equal Access violations>`.
 */
export const AXE_CHECK = 'axe-check';

/** The annotation each `pinAriaSnapshot()` leaves on its test: the snapshot's name. */
export const ARIA_SNAPSHOT = 'aria-snapshot';

/** Keyboard-only journeys say so in their titles ("with the keyboard only", "by keyboard only"). */
export const KEYBOARD_ONLY = /\bkeyboard only\b/i;

export interface JourneyRecord {
  /** The test's title with its describe blocks. */
  title: string;
  /** Its last run passed (a flaky journey that passed on the retry counts). */
  passed: boolean;
  /** The descriptions of its AXE_CHECK annotations in that run. */
  axeChecks: string[];
  /** The names of the ARIA snapshots it matched in that run (ARIA_SNAPSHOT annotations). */
  ariaSnapshots?: string[];
}

/** The `journeys` part of the evidence file. */
export interface JourneyEvidenceRecord {
  finishedAt: string;
  passed: number;
  axeJourneys: number;
  axeChecks: number;
  axeChecksByLanguage: Record<LanguageId, number>;
  violations: number;
  /**
   * IBM Equal Access's violations over the same checks (NaN when a check did not record one,
   * null in the file, and the statement then leaves the figure out).
   */
  equalAccessViolations?: number;
  keyboardOnlyJourneys: number;
  /** Pages and dialogs whose accessibility tree is pinned by an ARIA snapshot (distinct names). */
  ariaSnapshots?: number;
}

/** Counts what the passed journeys did; failed ones prove nothing and are left out. */
export function journeyEvidence(
  journeys: JourneyRecord[],
  finishedAt: Date,
): JourneyEvidenceRecord {
  const passed = journeys.filter((journey) => journey.passed);
  const axeChecksByLanguage: Record<LanguageId, number> = { fi: 0, se: 0, en: 0 };
  let axeChecks = 0;
  let violations = 0;
  let equalAccessViolations = 0;
  // A count that cannot be read is not taken as zero.
  const counted = (count: string | undefined) => (/^\d+$/.test(count ?? '') ? Number(count) : NaN);
  for (const journey of passed) {
    for (const check of journey.axeChecks) {
      const [lang, , count, equalAccess] = check.split(' ');
      axeChecks += 1;
      violations += counted(count);
      equalAccessViolations += counted(equalAccess);
      // `<html lang>` is sv for Swedish (language id se). A check in an unknown language is
      // counted in the total only, so the sums disagree and the statement calls it incomplete.
      const language = parseLanguageId(lang);
      if (language) axeChecksByLanguage[language] += 1;
    }
  }
  return {
    finishedAt: finishedAt.toISOString(),
    passed: passed.length,
    axeJourneys: passed.filter((journey) => journey.axeChecks.length > 0).length,
    axeChecks,
    axeChecksByLanguage,
    violations,
    equalAccessViolations,
    keyboardOnlyJourneys: passed.filter((journey) => KEYBOARD_ONLY.test(journey.title)).length,
    ariaSnapshots: new Set(passed.flatMap((journey) => journey.ariaSnapshots ?? [])).size,
  };
}
