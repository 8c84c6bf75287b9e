import { describe, expect, it } from 'vitest';
import { isFinnishBankHoliday, isWeekend } from './dates';

/**
 * The days no payment (and no moved due date) falls on, at their edges: the moving holidays in
 * years where Easter is early, late and across a month's end, Midsummer Eve at both ends of its
 * week, the fixed holidays and the days just beside them, and the weekend's edges.
 */
describe('the days a due date cannot fall on', () => {
  it.each([
    // Moving holidays: Good Friday, Easter Monday, Ascension Day (Easter + 39).
    ['2025-04-18', 'Good Friday 2025', true, false],
    ['2025-04-21', 'Easter Monday 2025', true, false],
    ['2025-05-29', 'Ascension Day 2025', true, false],
    ['2025-05-30', 'the Friday after Ascension Day 2025', false, false],
    ['2027-03-26', 'Good Friday 2027 (early Easter)', true, false],
    ['2027-03-29', 'Easter Monday 2027', true, false],
    ['2027-05-06', 'Ascension Day 2027', true, false],
    ['2027-03-25', 'Maundy Thursday 2027', false, false],
    ['2028-04-14', 'Good Friday 2028 (a leap year)', true, false],
    ['2028-04-17', 'Easter Monday 2028', true, false],
    ['2028-05-25', 'Ascension Day 2028', true, false],
    ['2029-03-30', 'Good Friday 2029 (Easter on 1 April)', true, false],
    ['2029-03-31', 'Holy Saturday 2029', false, true],
    ['2029-04-01', 'Easter Sunday 2029', false, true],
    ['2029-04-02', 'Easter Monday 2029', true, false],
    ['2029-04-03', 'the Tuesday after Easter 2029', false, false],
    ['2029-05-10', 'Ascension Day 2029', true, false],
    // Midsummer Eve: the Friday from 19 to 25 June.
    ['2026-06-19', 'Midsummer Eve 2026 (the earliest, 19 June)', true, false],
    ['2026-06-26', 'the Friday after it', false, false],
    ['2027-06-25', 'Midsummer Eve 2027 (the latest, 25 June)', true, false],
    ['2027-06-18', 'the Friday before it', false, false],
    ['2028-06-23', 'Midsummer Eve 2028', true, false],
    ['2030-06-21', 'Midsummer Eve 2030', true, false],
    // Fixed holidays and the weekdays beside them.
    ['2027-01-01', "New Year's Day", true, false],
    ['2026-01-06', 'Epiphany', true, false],
    ['2026-01-05', 'the day before Epiphany', false, false],
    ['2026-01-07', 'the day after Epiphany', false, false],
    ['2026-05-01', 'May Day', true, false],
    ['2026-04-30', 'the eve of May Day', false, false],
    ['2027-12-06', 'Independence Day 2027 (a Monday)', true, false],
    ['2026-12-06', 'Independence Day 2026 (a Sunday)', true, true],
    ['2026-12-23', 'the day before Christmas Eve', false, false],
    ['2026-12-24', 'Christmas Eve', true, false],
    ['2026-12-25', 'Christmas Day', true, false],
    ['2025-12-26', 'Boxing Day', true, false],
    ['2025-12-29', 'the Monday after Christmas', false, false],
    ['2026-12-31', "New Year's Eve (a business day)", false, false],
    // The weekend's edges.
    ['2026-11-27', 'a Friday', false, false],
    ['2026-11-28', 'a Saturday', false, true],
    ['2026-11-29', 'a Sunday', false, true],
    ['2026-11-30', 'a Monday', false, false],
    ['2027-01-02', 'the first Saturday of 2027', false, true],
    ['2028-02-29', 'leap day 2028 (a Tuesday)', false, false],
  ])('%s, %s: holiday %s, weekend %s', (day, _name, holiday, weekend) => {
    expect(isFinnishBankHoliday(day)).toBe(holiday);
    expect(isWeekend(day)).toBe(weekend);
  });
});
