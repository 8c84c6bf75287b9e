import { describe, expect, it } from 'vitest';
import { cents, centsToEuros, eurosToCents, toCents, type Cents } from './money';
import { htmlLangOf, languageOfLocale, localeOf, parseLanguageId } from './language';

describe('money: one conversion for server and portal', () => {
  it.each([
    [0, 0],
    [0.1, 10],
    [0.2, 20],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1234.56, 123456],
    [-5.5, -550],
  ])('%f euros is %i cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it.each([
    [1.005],
    [12.345],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number('1e309')],
    [1e300],
  ])('refuses %f (a third decimal, or not a finite amount)', (euros) => {
    expect(eurosToCents(euros)).toBeNull();
    expect(() => toCents(euros)).toThrow(TypeError);
  });

  it('round-trips cents', () => {
    for (const amount of [0, 1, 99, 100, 1999, 123456, 99999999]) {
      expect(eurosToCents(centsToEuros(cents(amount)))).toBe(amount);
    }
  });

  it('refuses fractional cents', () => {
    expect(() => cents(10.5)).toThrow(TypeError);
    // A value that slipped past the type (from JSON, say) is still refused at the conversion.
    expect(() => centsToEuros(10.5 as Cents)).toThrow(TypeError);
  });
});

describe('language: the one language-to-locale map', () => {
  it.each([
    ['fi', 'fi'],
    ['se', 'se'],
    ['sv', 'se'],
    ['SV', 'se'],
    ['sv-FI', 'se'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['de', null],
    ['', null],
    [undefined, null],
  ])('%s is %s', (value, id) => {
    expect(parseLanguageId(value)).toBe(id);
  });

  it('maps ids to locales and html tags and back', () => {
    expect(localeOf.se).toBe('sv-SE');
    expect(htmlLangOf.se).toBe('sv');
    expect(languageOfLocale('sv-SE')).toBe('se');
    expect(languageOfLocale('en-US')).toBe('en');
  });
});
