import { describe, expect, it } from 'vitest';
import {
  monthlyProtectedCents,
  protectedAmounts,
  protectedAmountsFor,
  PROTECTED_AMOUNT_SOURCE,
} from './protected-amount';

describe('the protected amount table', () => {
  it('has one row a year, in order, each with its decree', () => {
    const years = protectedAmounts.map((row) => row.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(years).size).toBe(years.length);
    for (const row of protectedAmounts) expect(row.decree).toMatch(/asetus .*vuonna \d{4}/);
    expect(PROTECTED_AMOUNT_SOURCE).toMatch(/4 luku 48 §/);
  });

  // The monthly amounts the National Enforcement Authority publishes for each year.
  it.each([
    [2024, 0, 97680],
    [2024, 1, 126240],
    [2024, 2, 154800],
    [2024, 3, 183360],
    [2025, 0, 98640],
    [2025, 1, 127470],
    [2025, 2, 156300],
  ])('%i with %i people supported: %i cents a month', (year, dependants, cents) => {
    expect(monthlyProtectedCents(protectedAmountsFor(year), dependants)).toBe(cents);
  });

  it.each([
    [2024, 2024],
    [2025, 2025],
    [2026, 2025],
    [2030, 2025],
    [2020, 2024],
  ])('in %i the figures of %i are used', (year, used) => {
    expect(protectedAmountsFor(year).year).toBe(used);
  });
});
