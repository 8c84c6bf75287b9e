import { describe, expect, it } from 'vitest';
import { referenceNumber } from '../seed/seed';
import { DEFAULT_THROTTLE_LIMITS, loginDelay } from '../services/throttle';
import {
  addDays,
  easterSunday,
  finnishBankHolidays,
  formatDay,
  isFinnishBankHoliday,
  todayInHelsinki,
} from './dates';
import { isValidBusinessId, isValidIdentityCode } from './identity';
import { cents, centsToEuros, eurosToCents, formatEuros, percentOf, type Cents } from './money';
import { hashSecret, verifySecret } from './secrets';

describe('money', () => {
  it.each([
    [12345, 123.45],
    [5, 0.05],
    [-250, -2.5],
    [0, 0],
  ])('%i cents are %d euros and back', (amount, euros) => {
    expect(centsToEuros(cents(amount))).toBe(euros);
    expect(eurosToCents(euros)).toBe(amount);
  });

  it('refuses amounts with more than two decimals and fractional cents', () => {
    expect(eurosToCents(1.005)).toBeNull();
    expect(eurosToCents(Number.NaN)).toBeNull();
    expect(() => cents(1.5)).toThrow();
    expect(() => centsToEuros(1.5 as Cents)).toThrow();
  });

  it.each([
    [123456, 'fi-FI', '1\u00a0234,56\u00a0€'],
    [123456, 'sv-SE', '1\u00a0234,56\u00a0€'],
    [123456, 'en-US', '€1,234.56'],
    [100000000, 'en-US', '€1,000,000.00'],
    [-5, 'fi-FI', '-0,05\u00a0€'],
  ] as const)('formats %i in %s as %s', (amount, locale, text) => {
    expect(formatEuros(cents(amount), locale)).toBe(text);
  });

  it('computes a percentage with one decimal, within 0-100', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(150, 100)).toBe(100);
  });
});

describe('dates', () => {
  it('takes today in Helsinki, not UTC', () => {
    expect(todayInHelsinki(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01');
    expect(todayInHelsinki(new Date('2025-12-31T21:59:00Z'))).toBe('2025-12-31');
  });
  it('moves calendar days and prints DD.MM.YYYY', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(formatDay('2025-01-02')).toBe('02.01.2025');
  });
  it('finds Easter Sunday (published dates 2024-2030)', () => {
    const published = {
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2029: '2029-04-01',
      2030: '2030-04-21',
    };
    for (const [year, day] of Object.entries(published))
      expect(easterSunday(Number(year))).toBe(day);
  });
  it("knows Finnish banks' holidays, moving ones included", () => {
    expect([...finnishBankHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-14', // Ascension Day
      '2026-06-19', // Midsummer Eve
      '2026-12-06',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(isFinnishBankHoliday('2027-06-25')).toBe(true); // Midsummer Eve 2027
    expect(isFinnishBankHoliday('2027-06-18')).toBe(false);
    expect(isFinnishBankHoliday('2027-03-26')).toBe(true); // Good Friday 2027
  });
});

describe('identity codes and business IDs', () => {
  it.each([
    '150385-912E',
    '010190-923E',
    '241172-9342',
    '070795-9455',
    '310102A9565',
    '131052-9672',
  ])('accepts the persona code %s', (code) => expect(isValidIdentityCode(code)).toBe(true));
  it.each(['150385-912F', '320185-912E', '151385-912E', '150385912E', '150385-91E'])(
    'refuses %s',
    (code) => expect(isValidIdentityCode(code)).toBe(false),
  );
  it('checks business ID digits', () => {
    expect(isValidBusinessId('2736145-5')).toBe(true);
    expect(isValidBusinessId('2736145-4')).toBe(false);
    expect(isValidBusinessId('273614-5')).toBe(false);
  });
  it('builds reference numbers with the 7-3-1 check digit', () => {
    expect(referenceNumber('1234')).toBe('12344');
    expect(referenceNumber('1000001')).toBe('10000016');
  });
});

describe('secrets and throttling delays', () => {
  it('verifies an online ID against its hash and nothing else', async () => {
    const hash = await hashSecret('11111111');
    expect(hash).not.toContain('11111111');
    expect(await verifySecret('11111111', hash)).toBe(true);
    expect(await verifySecret('11111112', hash)).toBe(false);
    expect(await verifySecret('11111111', null)).toBe(false);
  });
  it('waits nothing at first, then doubles up to the maximum', () => {
    const delay = (failures: number) => loginDelay(failures, DEFAULT_THROTTLE_LIMITS);
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(delay)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000]);
  });
});
