import { languageIds, type LanguageId } from '@portal/translations';

/**
 * The accessibility statement's "how this was tested" part comes from the evidence of the last
 * full test run that passed (`visual-tests/accessibility-evidence.json`, written by
 * scripts/test-storybook.mjs and the journeys' reporter, read by the portal build). The file is
 * data from outside the program: anything missing or malformed is reported as such, never
 * filled in, so the statement claims only what a run recorded.
 */

/** Axe-core and IBM Equal Access over every story of the component library, in each language. */
export interface StoryEvidence {
  status: 'recorded';
  /** The day the run finished, `YYYY-MM-DD` or an ISO timestamp. */
  finishedAt: string;
  stories: number;
  /** Violations (elements failing a rule) per language, in the order of `languageIds`. */
  violations: { language: LanguageId; count: number }[];
  /** IBM Equal Access's, the same way; null: the run did not record them. */
  equalAccessViolations: { language: LanguageId; count: number }[] | null;
}

/** The Playwright journeys through the built portal. */
export interface JourneyEvidence {
  status: 'recorded';
  finishedAt: string;
  passed: number;
  /** Journeys that ran axe-core at least once, and the axe-core checks they made. */
  axeJourneys: number;
  axeChecks: number;
  axeChecksByLanguage: { language: LanguageId; count: number }[];
  violations: number;
  /** IBM Equal Access's violations over the same checks; null: not recorded. */
  equalAccessViolations: number | null;
  keyboardOnlyJourneys: number;
  /** Pages and dialogs whose accessibility tree is pinned (ARIA snapshots); null: not recorded. */
  ariaSnapshots: number | null;
}

/**
 * The journeys a virtual screen reader goes through to the end, each recorded by the file that
 * hears it (`portal/src/app/screen-reader*.test.tsx`), in the order the statement lists them. A
 * record without one of them is incomplete: the statement never lists part of the set as if it
 * were all of it.
 */
export const HEARD_JOURNEYS = [
  'login',
  'payment',
  'paymentReceived',
  'paymentCancelled',
  'plan',
  'planReviewed',
  'planInForce',
  'settlementSigned',
  'dueDateRefused',
  'sessionExtended',
  'courtDecision',
] as const;
export type HeardJourney = (typeof HEARD_JOURNEYS)[number];

export interface ScreenReaderEvidence {
  status: 'recorded';
  finishedAt: string;
  /** Each journey heard, with the number of phrases the screen reader spoke in it. */
  journeys: { journey: HeardJourney; phrases: number }[];
}

/** A part the file lacks (`missing`) or has in a shape that cannot be trusted (`incomplete`). */
export interface NoEvidence {
  status: 'missing' | 'incomplete';
}

export interface EvidenceSummary {
  storybook: StoryEvidence | NoEvidence;
  journeys: JourneyEvidence | NoEvidence;
  screenReader: ScreenReaderEvidence | NoEvidence;
}

type Record_ = Record<string, unknown>;

const isObject = (value: unknown): value is Record_ =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A date or timestamp that names a real day (`2026-11-24`, `2026-11-24T13:05:00.000Z`). */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  return match !== null && !Number.isNaN(Date.parse(value));
}

/** Counts for every language, or `null` when one is absent or not a count. */
function perLanguage(
  value: unknown,
  count: (entry: unknown) => unknown,
): { language: LanguageId; count: number }[] | null {
  if (!isObject(value)) return null;
  const result: { language: LanguageId; count: number }[] = [];
  for (const language of languageIds) {
    const n = count(value[language]);
    if (!isCount(n)) return null;
    result.push({ language, count: n });
  }
  return result;
}

function storyEvidence(part: unknown): StoryEvidence | NoEvidence {
  if (part === undefined || part === null) return { status: 'missing' };
  if (!isObject(part) || !isDay(part.finishedAt) || !isCount(part.stories) || part.stories === 0) {
    return { status: 'incomplete' };
  }
  // The runner records violated rules and failing elements; an element is what a user meets.
  const nodes = (entry: unknown) => (isObject(entry) ? entry.nodes : undefined);
  const violations = perLanguage(part.axe, nodes);
  if (!violations) return { status: 'incomplete' };
  return {
    status: 'recorded',
    finishedAt: part.finishedAt,
    stories: part.stories,
    violations,
    // The second engine's counts, recorded since it was added; an older record has none.
    equalAccessViolations: perLanguage(part.equalAccess, nodes),
  };
}

function journeyEvidence(part: unknown): JourneyEvidence | NoEvidence {
  if (part === undefined || part === null) return { status: 'missing' };
  if (!isObject(part) || !isDay(part.finishedAt)) return { status: 'incomplete' };
  const { passed, axeJourneys, axeChecks, violations, keyboardOnlyJourneys } = part;
  if (
    !isCount(passed) ||
    passed === 0 ||
    !isCount(axeJourneys) ||
    axeJourneys > passed ||
    !isCount(axeChecks) ||
    axeChecks < axeJourneys ||
    !isCount(violations) ||
    !isCount(keyboardOnlyJourneys) ||
    keyboardOnlyJourneys > passed
  ) {
    return { status: 'incomplete' };
  }
  const byLanguage = perLanguage(part.axeChecksByLanguage, (entry) => entry);
  if (!byLanguage || byLanguage.reduce((sum, { count }) => sum + count, 0) !== axeChecks) {
    return { status: 'incomplete' };
  }
  return {
    status: 'recorded',
    finishedAt: part.finishedAt,
    passed,
    axeJourneys,
    axeChecks,
    axeChecksByLanguage: byLanguage,
    violations,
    equalAccessViolations: isCount(part.equalAccessViolations) ? part.equalAccessViolations : null,
    keyboardOnlyJourneys,
    // Recorded since the accessibility-tree journeys came; an older record has none, which the
    // statement leaves unsaid.
    ariaSnapshots: isCount(part.ariaSnapshots) ? part.ariaSnapshots : null,
  };
}

function screenReaderEvidence(part: unknown): ScreenReaderEvidence | NoEvidence {
  if (part === undefined || part === null) return { status: 'missing' };
  if (!isObject(part) || !isDay(part.finishedAt) || !Array.isArray(part.journeys)) {
    return { status: 'incomplete' };
  }
  const journeys: ScreenReaderEvidence['journeys'] = [];
  for (const entry of part.journeys as unknown[]) {
    if (!isObject(entry) || !isCount(entry.phrases) || entry.phrases === 0) {
      return { status: 'incomplete' };
    }
    const journey = HEARD_JOURNEYS.find((id) => id === entry.journey);
    if (!journey || journeys.some((heard) => heard.journey === journey)) {
      return { status: 'incomplete' };
    }
    journeys.push({ journey, phrases: entry.phrases });
  }
  if (journeys.length !== HEARD_JOURNEYS.length) return { status: 'incomplete' };
  journeys.sort((a, b) => HEARD_JOURNEYS.indexOf(a.journey) - HEARD_JOURNEYS.indexOf(b.journey));
  return { status: 'recorded', finishedAt: part.finishedAt, journeys };
}

/** What the statement may say about each part of the evidence file (parsed JSON, or `null`). */
export function summariseEvidence(evidence: unknown): EvidenceSummary {
  const file = isObject(evidence) ? evidence : {};
  return {
    storybook: storyEvidence(file.storybook),
    journeys: journeyEvidence(file.journeys),
    screenReader: screenReaderEvidence(file.screenReader),
  };
}
