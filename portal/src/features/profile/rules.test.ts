import { describe, expect, it } from 'vitest';
import {
  consentStatus,
  dataExportErrorKey,
  dataExportFileName,
  offersDataExport,
  reminderChoiceError,
  reminderSavedKey,
} from './rules';

describe('offersDataExport', () => {
  it.each([
    [0, true],
    [6, true],
    [2, false],
    [3, false],
    [4, false],
    [null, false],
  ] as const)('login type %s: %s', (authType, expected) => {
    expect(offersDataExport(authType)).toBe(expected);
  });
});

describe('dataExportFileName', () => {
  it.each([
    ['json', 'fi', 'omat-tiedot_2.json'],
    ['pdf', 'se', 'dina-uppgifter_2.pdf'],
    ['pdf', 'en', 'your-data_2.pdf'],
  ] as const)('%s in %s: %s', (format, language, expected) => {
    expect(dataExportFileName(format, language, 2)).toBe(expected);
  });
});

describe('dataExportErrorKey', () => {
  it.each([
    ['error.generic.1', 'error.generic.1'],
    ['error.dataExport.1', 'error.dataExport.1'],
    ['error.server.0', 'profile.dataExport.failed'],
    ['error.network.0', 'profile.dataExport.failed'],
  ])('%s shows %s', (key, expected) => {
    expect(dataExportErrorKey(key)).toBe(expected);
  });
});

describe('reminderChoiceError', () => {
  const both = { email: 'a@example.org', phone: '+358401234567' };
  it.each([
    [{ byEmail: true, bySms: false, daysBefore: 3 }, both, null],
    [{ byEmail: true, bySms: true, daysBefore: 7 }, both, null],
    [{ byEmail: false, bySms: false, daysBefore: null }, both, null],
    [{ byEmail: true, bySms: false, daysBefore: null }, both, 'profile.reminders.chooseDays'],
    [
      { byEmail: true, bySms: false, daysBefore: 1 },
      { email: null, phone: both.phone },
      'profile.reminders.noEmail',
    ],
    [
      { byEmail: false, bySms: true, daysBefore: 1 },
      { email: both.email, phone: null },
      'profile.reminders.noPhone',
    ],
  ] as const)('%o with %o: %s', (choice, addresses, expected) => {
    expect(reminderChoiceError(choice, addresses)).toBe(expected);
  });
});

describe('reminderSavedKey', () => {
  it.each([
    [{ byEmail: true, bySms: false, daysBefore: 3 }, 'profile.reminders.saved'],
    [{ byEmail: false, bySms: true, daysBefore: 1 }, 'profile.reminders.saved'],
    [{ byEmail: false, bySms: false, daysBefore: 3 }, 'profile.reminders.savedOff'],
  ] as const)('%o: %s', (choice, expected) => {
    expect(reminderSavedKey(choice)).toBe(expected);
  });
});

describe('consentStatus', () => {
  it.each([
    [null, '2026-11-24', 'none', null],
    [{ validUntil: null, withdrawnAt: null }, '2026-11-24', 'none', null],
    [{ validUntil: '2027-11-23', withdrawnAt: null }, '2026-11-24', 'valid', '2027-11-23'],
    [{ validUntil: '2027-11-23', withdrawnAt: null }, '2027-11-23', 'valid', '2027-11-23'],
    [{ validUntil: '2027-11-23', withdrawnAt: null }, '2027-11-24', 'expired', '2027-11-23'],
    [
      { validUntil: '2027-11-23', withdrawnAt: '2026-12-01T08:00:00Z' },
      '2026-12-02',
      'withdrawn',
      '2026-12-01T08:00:00Z',
    ],
  ] as const)('%o on %s: %s (%s)', (consent, today, state, date) => {
    expect(consentStatus(consent, today)).toEqual({ state, date });
  });
});
