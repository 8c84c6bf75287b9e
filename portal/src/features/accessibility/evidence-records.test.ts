import { describe, expect, it } from 'vitest';
import { journeyEvidence, KEYBOARD_ONLY, type JourneyRecord } from './evidence-records';
import { summariseEvidence } from './evidence';

const at = new Date('2026-11-24T12:00:00.000Z');
const journey = (
  title: string,
  axeChecks: string[],
  passed = true,
  ariaSnapshots: string[] = [],
): JourneyRecord => ({ title, passed, axeChecks, ariaSnapshots });

describe('journeyEvidence', () => {
  it('counts passed journeys, axe checks per language, violations, keyboard-only journeys and ARIA snapshots', () => {
    const evidence = journeyEvidence(
      [
        journey('portal foundation the start page opens', ['fi 1280 0 0']),
        journey('a whole payment by keyboard only: tab to the pay button', [
          'fi 390 0 0',
          'sv 390 0 0',
        ]),
        journey('with the keyboard only, a debt opens', []),
        journey('a row opens its debt by mouse and keyboard', ['en 1280 0 0', 'en 390 0 0'], true, [
          'debt-view',
          'due-date-dialog',
        ]),
        journey('the front page pinned', [], true, ['front-page', 'debt-view']),
        journey('a failed journey by keyboard only', ['fi 390 2 1'], false, ['profile-page']),
      ],
      at,
    );
    expect(evidence).toEqual({
      finishedAt: '2026-11-24T12:00:00.000Z',
      passed: 5,
      axeJourneys: 3,
      axeChecks: 5,
      axeChecksByLanguage: { fi: 2, se: 1, en: 2 },
      violations: 0,
      equalAccessViolations: 0,
      keyboardOnlyJourneys: 2,
      // Distinct snapshots of the passed journeys: debt-view counts once, profile-page not at all.
      ariaSnapshots: 3,
    });
    expect(summariseEvidence({ journeys: evidence }).journeys.status).toBe('recorded');
  });

  it.each([
    ['with the keyboard only, a debt opens', true],
    ['a whole payment by keyboard only: tab', true],
    ['persona 1 makes a plan with the Keyboard Only', true],
    ['a row opens its debt by mouse and keyboard', false],
    ['keyboards only', false],
  ])('%s: keyboard-only is %s', (title, expected) => {
    expect(KEYBOARD_ONLY.test(title)).toBe(expected);
  });

  it.each([
    ['a language the portal does not have', ['de 390 0 0']],
    ['no language', [' 390 0 0']],
    ['an unreadable violation count', ['fi 390 x 0']],
    ['no violation count', ['fi 390']],
  ])('leaves evidence the statement calls incomplete for %s', (_, checks) => {
    const evidence = journeyEvidence([journey('a journey', checks)], at);
    // Through JSON, as the file carries it (NaN becomes null).
    const file = JSON.parse(JSON.stringify({ journeys: evidence })) as unknown;
    expect(summariseEvidence(file).journeys).toEqual({ status: 'incomplete' });
  });

  it('sums the violations a passed journey recorded, of both engines', () => {
    const evidence = journeyEvidence([journey('a', ['fi 390 2 0', 'en 390 1 4'])], at);
    expect(evidence.violations).toBe(3);
    expect(evidence.equalAccessViolations).toBe(4);
  });

  it('records no Equal Access figure when a check did not count it', () => {
    const evidence = journeyEvidence([journey('a', ['fi 390 0 0', 'en 390 0'])], at);
    const file = JSON.parse(JSON.stringify({ journeys: evidence })) as unknown;
    // The axe figures stand; the statement leaves the second engine's out.
    expect(summariseEvidence(file).journeys).toMatchObject({
      status: 'recorded',
      violations: 0,
      equalAccessViolations: null,
    });
  });
});
