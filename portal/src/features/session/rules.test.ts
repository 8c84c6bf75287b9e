import { describe, expect, it } from 'vitest';
import {
  isExpired,
  needsRefresh,
  refreshDelay,
  showTimeoutMessageAfterFailedRefresh,
  validateCaseNumber,
  validateOnlineId,
} from './rules';

const minute = 60_000;
const now = 1_800_000_000_000;

describe('token timing', () => {
  it.each([
    [now + 26 * minute, false],
    [now + 25 * minute, false],
    [now + 25 * minute - 1, true],
    [now + 1 * minute, true],
    [null, false],
  ])('expiry %s needs refresh: %s', (expiresAt, expected) => {
    expect(needsRefresh(expiresAt, now)).toBe(expected);
  });

  it('schedules the refresh 25 minutes before expiry', () => {
    expect(refreshDelay(now + 30 * minute, now)).toBe(5 * minute);
    expect(refreshDelay(now + 10 * minute, now)).toBe(0);
  });

  it('treats a missing or past expiry as expired', () => {
    expect(isExpired(null, now)).toBe(true);
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(now + 1, now)).toBe(false);
  });

  it('shows the session-timeout message only when more than an hour was left', () => {
    expect(showTimeoutMessageAfterFailedRefresh(now + 61 * minute, now)).toBe(true);
    expect(showTimeoutMessageAfterFailedRefresh(now + 60 * minute, now)).toBe(false);
    expect(showTimeoutMessageAfterFailedRefresh(null, now)).toBe(false);
  });
});

describe('login field validation (spec 5)', () => {
  it.each([
    ['', 'validation.required'],
    ['12a', 'validation.numeric'],
    ['123456789', 'validation.caseNumber.length'],
    ['1', null],
    ['1000001', null],
    ['12345678', null],
  ])('case number %j → %s', (value, expected) => {
    expect(validateCaseNumber(value)).toBe(expected);
  });

  it.each([
    ['', 'validation.required'],
    ['1234', 'validation.onlineId.length'],
    ['123456789', 'validation.onlineId.length'],
    ['1111 111', 'validation.numeric'],
    ['12345', null],
    ['11111111', null],
  ])('online ID %j → %s', (value, expected) => {
    expect(validateOnlineId(value)).toBe(expected);
  });
});
