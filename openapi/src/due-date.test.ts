import { describe, expect, it } from 'vitest';
import {
  addIsoDays,
  earliestDueDateMove,
  firstWeekdayFrom,
  isDueDateMoveCharged,
  lastCostlessDueDate,
} from './due-date';

describe('due-date move rules (spec 5)', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-29', 14, '2026-04-12'],
  ])('%s + %s days = %s', (day, days, expected) => {
    expect(addIsoDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-12-10', '2026-11-24', '2026-12-10'],
    ['2026-11-24', '2026-11-24', '2026-11-25'],
    ['2026-11-01', '2026-11-24', '2026-11-25'],
  ])('due %s, today %s: earliest %s', (due, today, earliest) => {
    expect(earliestDueDateMove(due, today)).toBe(earliest);
  });

  const move = {
    costlessLeft: 0,
    costCents: 500,
    originalDueDate: '2026-12-01',
    today: '2026-11-24',
    newDate: '2026-12-15',
  };
  it.each([
    ['14 days past the future due date', {}, true],
    ['13 days past it', { newDate: '2026-12-14' }, false],
    ['a costless move left', { costlessLeft: 1 }, false],
    ['no cost set', { costCents: 0 }, false],
    [
      'a past due date counts from today',
      { originalDueDate: '2026-11-01', newDate: '2026-12-08' },
      true,
    ],
    ['13 days from today', { originalDueDate: '2026-11-01', newDate: '2026-12-07' }, false],
  ])('%s: charged %s', (_name, change, charged) => {
    expect(isDueDateMoveCharged({ ...move, ...change })).toBe(charged);
  });

  it.each([
    ['a future due date', '2026-12-01', '2026-11-24', '2026-12-14'],
    ['a past due date counts from today', '2026-11-01', '2026-11-24', '2026-12-07'],
  ])('%s: the last free date is the day before the charge starts', (_name, due, today, last) => {
    expect(lastCostlessDueDate(due, today)).toBe(last);
    const at = { ...move, originalDueDate: due, today };
    expect(isDueDateMoveCharged({ ...at, newDate: last })).toBe(false);
    expect(isDueDateMoveCharged({ ...at, newDate: addIsoDays(last, 1) })).toBe(true);
  });

  it.each([
    ['2026-11-27', '2026-11-27'], // Friday
    ['2026-11-28', '2026-11-30'], // Saturday
    ['2026-11-29', '2026-11-30'], // Sunday
  ])('the first weekday from %s is %s', (day, weekday) => {
    expect(firstWeekdayFrom(day)).toBe(weekday);
  });
});
