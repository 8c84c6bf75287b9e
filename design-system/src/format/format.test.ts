import { describe, expect, it } from 'vitest';
import { cents } from '@portal/openapi/money';
import {
  formatDate,
  formatEuroCents,
  formatCentsForInput,
  formatFileSize,
  formatPercent,
  parseEuroInput,
  todayInHelsinki,
} from './format';

// Intl uses no-break spaces; normalise them so the expectations stay readable.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuroCents', () => {
  it.each([
    [123456, 'fi-FI', '1 234,56 €'],
    [123456, 'sv-SE', '1 234,56 €'],
    [123456, 'en-US', '€1,234.56'],
    [500, 'fi-FI', '5,00 €'],
    [0, 'en-US', '€0.00'],
    [-1999, 'fi-FI', '−19,99 €'],
  ] as const)('%i cents in %s is %s', (amount, locale, expected) => {
    expect(plain(formatEuroCents(cents(amount), locale))).toBe(expected);
  });

  it('refuses fractional cents', () => {
    // The type refuses a plain number; the guard still catches one that arrives untyped.
    // @ts-expect-error 10.5 is not Cents
    expect(() => formatEuroCents(10.5)).toThrow(TypeError);
  });
});

describe('formatDate', () => {
  it('shows a calendar day as DD.MM.YYYY without shifting it', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });

  it('shows a timestamp as its day in Helsinki', () => {
    // 22:30 UTC on 31 December is already 1 January in Helsinki (UTC+2).
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('01.01.2027');
  });

  it('is empty for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-02-31')).toBe('');
  });

  it('knows today in Helsinki', () => {
    expect(todayInHelsinki(new Date('2026-06-30T21:30:00Z'))).toBe('2026-07-01');
  });
});

describe('formatPercent', () => {
  it.each([
    [42.5, 'fi-FI', '42,5 %'],
    [42.5, 'en-US', '42.5%'],
    [100, 'sv-SE', '100 %'],
  ] as const)('%f in %s is %s', (percent, locale, expected) => {
    expect(plain(formatPercent(percent, locale))).toBe(expected);
  });
});

describe('parseEuroInput', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 1 234,56 € ', 123456],
    ['0,05', 5],
  ])('%s is %i cents', (text, amount) => {
    expect(parseEuroInput(text)).toBe(amount);
  });

  it.each(['', 'abc', '12,345', '1.234,56', '-5', '12,', ','])('%s is not an amount', (text) => {
    expect(parseEuroInput(text)).toBeNull();
  });
});

describe('formatCentsForInput', () => {
  it.each([
    [1250, 'fi-FI', '12,50'],
    [1250, 'en-US', '12.50'],
    [5, 'sv-SE', '0,05'],
  ] as const)('%i cents in %s reads %s', (amount, locale, text) => {
    expect(formatCentsForInput(cents(amount), locale)).toBe(text);
  });
});

describe('formatFileSize', () => {
  it.each([
    [1_500_000, 'en-US', '1.5 MB'],
    [20_000_000, 'sv-SE', '20 MB'],
    [2_500, 'en-US', '2.5 kB'],
    [10, 'en-US', '0.1 kB'],
  ] as const)('%i bytes in %s is %s', (bytes, locale, expected) => {
    expect(plain(formatFileSize(bytes, locale))).toBe(expected);
  });
});
