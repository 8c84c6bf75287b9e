import { describe, expect, it } from 'vitest';
import type { DebtorData } from '../debtor';
import { lastQueriedOf, shouldAskMissingContact } from './missing-contact';

type Debtor = DebtorData['debtor'];
const email = { emailAddress: 'aino@example.com', emailAllowed: true };
const phone = { number: '401234567', landCode: '+358', type: null, smsAllowed: true };

function data(
  emails: (typeof email)[],
  phones: (typeof phone)[],
  hideContactInformation = false,
  hidePersonalInfo = false,
  lastQueried: string | null = null,
): Pick<DebtorData, 'debtor'> {
  return {
    debtor: {
      nr: 1,
      hidePersonalInfo,
      contactInformation: {
        emails,
        phones,
        isEmailAllowed: true,
        isSMSAllowed: true,
        hideContactInformation,
        lastQueried,
      },
    } as unknown as Debtor,
  };
}

const at = (iso: string) => new Date(iso).getTime();
// Summer time starts between the two dates: a month is counted on the Helsinki calendar.
const now = at('2026-04-15T10:00:00+03:00');

describe('shouldAskMissingContact (spec 4)', () => {
  it.each([
    ['e-mail, no phone, never asked', data([email], []), null, true],
    ['phone, no e-mail, never asked', data([], [phone]), null, true],
    ['neither, never asked', data([], []), null, true],
    ['both present', data([email], [phone]), null, false],
    ['contact info hidden', data([email], [], true), null, false],
    ['personal info hidden', data([email], [], false, true), null, false],
    ['asked yesterday', data([email], []), at('2026-04-14T10:00:00+03:00'), false],
    ['asked a month ago to the minute', data([email], []), at('2026-03-15T10:00:00+02:00'), true],
    ['asked a month ago less a minute', data([email], []), at('2026-03-15T10:01:00+02:00'), false],
    ['asked long ago', data([], [phone]), at('2025-01-01T10:00:00+02:00'), true],
  ])('%s', (_name, debtorData, lastAsked, expected) => {
    expect(shouldAskMissingContact(debtorData, lastAsked, now)).toBe(expected);
  });
});

describe("the server's lastQueried", () => {
  it.each([
    [null, null],
    ['2026-03-15T08:00:00.000Z', at('2026-03-15T10:00:00+02:00')],
    ['not a time', null],
  ])('%s', (lastQueried, expected) => {
    expect(lastQueriedOf(data([email], [], false, false, lastQueried))).toBe(expected);
  });
});
