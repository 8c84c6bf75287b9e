import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEARD_JOURNEYS, summariseEvidence } from './evidence';

const storybook = {
  finishedAt: '2026-11-24T11:02:03.000Z',
  stories: 209,
  axe: { fi: { rules: 0, nodes: 0 }, se: { rules: 0, nodes: 0 }, en: { rules: 1, nodes: 2 } },
};
const journeys = {
  finishedAt: '2026-11-24T12:00:00.000Z',
  passed: 74,
  axeJourneys: 50,
  axeChecks: 120,
  axeChecksByLanguage: { fi: 80, se: 20, en: 20 },
  violations: 0,
  keyboardOnlyJourneys: 3,
};

describe('summariseEvidence', () => {
  it('reports both parts as recorded when the file has them', () => {
    expect(summariseEvidence({ storybook, journeys })).toEqual({
      storybook: {
        status: 'recorded',
        finishedAt: '2026-11-24T11:02:03.000Z',
        stories: 209,
        violations: [
          { language: 'fi', count: 0 },
          { language: 'se', count: 0 },
          { language: 'en', count: 2 },
        ],
        equalAccessViolations: null,
      },
      journeys: {
        status: 'recorded',
        finishedAt: '2026-11-24T12:00:00.000Z',
        passed: 74,
        axeJourneys: 50,
        axeChecks: 120,
        axeChecksByLanguage: [
          { language: 'fi', count: 80 },
          { language: 'se', count: 20 },
          { language: 'en', count: 20 },
        ],
        violations: 0,
        equalAccessViolations: null,
        keyboardOnlyJourneys: 3,
        ariaSnapshots: null,
      },
      screenReader: { status: 'missing' },
    });
  });

  it.each([
    ['no file', null],
    ['not an object', 'evidence'],
    ['an array', [storybook, journeys]],
    ['an empty object', {}],
    ['parts set to null', { storybook: null, journeys: null }],
  ])('says both parts are missing for %s', (_, file) => {
    expect(summariseEvidence(file)).toEqual({
      storybook: { status: 'missing' },
      journeys: { status: 'missing' },
      screenReader: { status: 'missing' },
    });
  });

  it('keeps a recorded part when the other is missing', () => {
    const summary = summariseEvidence({ storybook: null, journeys });
    expect(summary.storybook).toEqual({ status: 'missing' });
    expect(summary.journeys.status).toBe('recorded');
  });

  it.each([
    ['a part that is not an object', 'all good'],
    ['no date', { ...storybook, finishedAt: undefined }],
    ['a date that is no day', { ...storybook, finishedAt: '2026-13-45' }],
    ['a date in another format', { ...storybook, finishedAt: '24.11.2026' }],
    ['no stories', { ...storybook, stories: 0 }],
    ['a fractional story count', { ...storybook, stories: 20.5 }],
    ['a count given as text', { ...storybook, stories: '209' }],
    ['a language left out', { ...storybook, axe: { fi: storybook.axe.fi, en: storybook.axe.en } }],
    ['a language without counts', { ...storybook, axe: { ...storybook.axe, se: {} } }],
    ['a negative count', { ...storybook, axe: { ...storybook.axe, fi: { rules: 0, nodes: -1 } } }],
  ])('calls the stories part incomplete for %s', (_, part) => {
    expect(summariseEvidence({ storybook: part }).storybook).toEqual({ status: 'incomplete' });
  });

  it.each([
    ['no date', { ...journeys, finishedAt: '' }],
    ['no passed journeys', { ...journeys, passed: 0 }],
    ['more axe journeys than passed', { ...journeys, axeJourneys: 75 }],
    ['fewer axe checks than axe journeys', { ...journeys, axeChecks: 40 }],
    ['more keyboard journeys than passed', { ...journeys, keyboardOnlyJourneys: 75 }],
    ['no violation count', { ...journeys, violations: undefined }],
    ['a language left out', { ...journeys, axeChecksByLanguage: { fi: 100, en: 20 } }],
    ['languages not adding up', { ...journeys, axeChecksByLanguage: { fi: 80, se: 20, en: 19 } }],
    [
      'the Swedish tag instead of the id',
      { ...journeys, axeChecksByLanguage: { fi: 80, sv: 20, en: 20 } },
    ],
  ])('calls the journeys part incomplete for %s', (_, part) => {
    expect(summariseEvidence({ journeys: part }).journeys).toEqual({ status: 'incomplete' });
  });

  it('reports IBM Equal Access counts beside axe, when the run recorded them', () => {
    const equalAccess = { fi: { rules: 0, nodes: 0 }, se: { rules: 1, nodes: 3 }, en: {} };
    const summary = summariseEvidence({
      storybook: { ...storybook, equalAccess: { ...equalAccess, en: { rules: 0, nodes: 0 } } },
      journeys: { ...journeys, equalAccessViolations: 0 },
    });
    expect(summary.storybook).toMatchObject({
      status: 'recorded',
      equalAccessViolations: [
        { language: 'fi', count: 0 },
        { language: 'se', count: 3 },
        { language: 'en', count: 0 },
      ],
    });
    expect(summary.journeys).toMatchObject({ status: 'recorded', equalAccessViolations: 0 });
    // A language without counts: the axe figures stand, the second engine's are left out.
    const partial = summariseEvidence({ storybook: { ...storybook, equalAccess } });
    expect(partial.storybook).toMatchObject({ status: 'recorded', equalAccessViolations: null });
  });

  it('reports the ARIA snapshots pinned, when the journeys recorded them', () => {
    const summary = summariseEvidence({ journeys: { ...journeys, ariaSnapshots: 17 } });
    expect(summary.journeys).toMatchObject({ status: 'recorded', ariaSnapshots: 17 });
    const odd = summariseEvidence({ journeys: { ...journeys, ariaSnapshots: '17' } });
    expect(odd.journeys).toMatchObject({ status: 'recorded', ariaSnapshots: null });
  });

  const screenReader = {
    finishedAt: '2026-11-26T03:15:10.422Z',
    journeys: HEARD_JOURNEYS.map((journey, i) => ({ journey, phrases: 3 + i })),
  };

  it("reports the journeys heard with the screen reader, in the statement's order", () => {
    expect(summariseEvidence({ screenReader }).screenReader).toEqual({
      status: 'recorded',
      ...screenReader,
    });
    // Each file adds its own journeys to the record, in whatever order the files finished.
    const shuffled = { ...screenReader, journeys: [...screenReader.journeys].reverse() };
    expect(summariseEvidence({ screenReader: shuffled }).screenReader).toEqual({
      status: 'recorded',
      ...screenReader,
    });
  });

  it.each([
    ['no date', { ...screenReader, finishedAt: undefined }],
    ['no journeys', { ...screenReader, journeys: [] }],
    ['journeys not a list', { ...screenReader, journeys: 'login' }],
    ['an unknown journey', { ...screenReader, journeys: [{ journey: 'logout', phrases: 2 }] }],
    [
      'a journey twice',
      { ...screenReader, journeys: [screenReader.journeys[0], screenReader.journeys[0]] },
    ],
    [
      'nothing heard',
      {
        ...screenReader,
        journeys: [...screenReader.journeys.slice(1), { journey: 'login', phrases: 0 }],
      },
    ],
    ['a journey not heard', { ...screenReader, journeys: screenReader.journeys.slice(1) }],
    ['only the first three', { ...screenReader, journeys: screenReader.journeys.slice(0, 3) }],
  ])('calls the screen reader part incomplete for %s', (_, part) => {
    expect(summariseEvidence({ screenReader: part }).screenReader).toEqual({
      status: 'incomplete',
    });
  });

  it('accepts a plain calendar day as the date', () => {
    expect(
      summariseEvidence({ journeys: { ...journeys, finishedAt: '2026-11-24' } }).journeys,
    ).toMatchObject({ status: 'recorded', finishedAt: '2026-11-24' });
  });
});

/**
 * The committed record the portal build reads: the statement lists the journeys heard from it,
 * so a journey added to the screen-reader files but missing from the record fails here (run
 * `npm test`, which rewrites the record, and commit it).
 */
describe('the committed accessibility evidence', () => {
  it('has every journey heard with the screen reader', () => {
    const file = join(process.cwd(), 'visual-tests/accessibility-evidence.json');
    const summary = summariseEvidence(JSON.parse(readFileSync(file, 'utf8'))).screenReader;
    expect(summary.status).toBe('recorded');
    if (summary.status !== 'recorded') return;
    expect(summary.journeys.map(({ journey }) => journey)).toEqual([...HEARD_JOURNEYS]);
  });
});
