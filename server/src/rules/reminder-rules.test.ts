import { describe, expect, it } from 'vitest';
import {
  consentState,
  consentValidUntil,
  daysUntil,
  isReminderDue,
  reminderMessage,
  remindersDue,
} from './reminder-rules';

describe('reminder rules', () => {
  it.each([
    ['2026-11-24', '2026-11-25', 1],
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-11-23', -1],
    ['2026-12-31', '2027-01-07', 7],
    ['2027-02-27', '2027-03-01', 2],
  ])('daysUntil(%s, %s) = %i', (today, due, expected) => {
    expect(daysUntil(today, due)).toBe(expected);
  });

  it.each([
    // today, due date, days chosen, reminded
    ['2026-11-24', '2026-11-25', 3, true],
    ['2026-11-24', '2026-11-27', 3, true],
    ['2026-11-24', '2026-11-28', 3, false],
    ['2026-11-24', '2026-11-24', 1, true],
    ['2026-11-24', '2026-11-23', 7, false],
    ['2026-11-24', '2026-12-01', 7, true],
    ['2026-11-24', '2026-12-02', 7, false],
    ['2026-11-24', '2026-11-26', 1, false],
  ])('on %s a due date %s with %i days chosen: %s', (today, due, days, expected) => {
    expect(isReminderDue(today, due, days)).toBe(expected);
  });

  it('remindersDue keeps what is due in the window and has something left to pay', () => {
    const candidates = [
      { target: 'installment:1:2', dueDate: '2026-11-25', amountCents: 12_000 },
      { target: 'installment:1:3', dueDate: '2026-12-25', amountCents: 12_000 },
      { target: 'debt:5', dueDate: '2026-11-26', amountCents: 0 },
      { target: 'debt:6', dueDate: '2026-11-20', amountCents: 500 },
    ];
    expect(remindersDue(candidates, '2026-11-24', 3).map((c) => c.target)).toEqual([
      'installment:1:2',
    ]);
  });

  it.each([
    ['fi', 'Muistutus: maksuerä erääntyy 25.11.2026', '120,00\u00a0€', 'Viitenumero: RF123'],
    ['se', 'Påminnelse: raten förfaller 25.11.2026', '120,00\u00a0€', 'Referensnummer: RF123'],
    ['en', 'Reminder: instalment due on 25.11.2026', '€120.00', 'Reference number: RF123'],
  ] as const)(
    'the %s reminder has the amount, the due date and the reference',
    (lang, subject, amount, ref) => {
      const m = reminderMessage(lang, {
        kind: 'installment',
        amountCents: 12_000,
        dueDate: '2026-11-25',
        reference: 'RF123',
        caseNumber: 7000001,
        payee: 'Perintä Oy',
      });
      expect(m.subject).toBe(subject);
      for (const part of [amount, '25.11.2026', ref, '7000001']) expect(m.text).toContain(part);
      for (const part of [amount, '25.11.2026', 'RF123']) expect(m.sms).toContain(part);
      expect(m.sms.length).toBeLessThanOrEqual(160);
    },
  );

  it.each([
    ['2026-11-24', '2027-11-23'],
    ['2026-01-31', '2027-01-30'],
    ['2028-02-29', '2029-02-27'],
    ['2026-12-31', '2027-12-30'],
  ])('a consent given on %s holds until %s (at most 12 months)', (given, until) => {
    expect(consentValidUntil(given)).toBe(until);
  });

  it.each([
    [null, '2026-11-24', 'none'],
    [{ validUntil: '2027-11-23', withdrawnAt: null }, '2026-11-24', 'valid'],
    [{ validUntil: '2027-11-23', withdrawnAt: null }, '2027-11-23', 'valid'],
    [{ validUntil: '2027-11-23', withdrawnAt: null }, '2027-11-24', 'expired'],
    [
      { validUntil: '2027-11-23', withdrawnAt: new Date('2026-12-01T10:00:00Z') },
      '2026-12-02',
      'withdrawn',
    ],
  ] as const)('consent %o on %s is %s', (consent, today, state) => {
    expect(consentState(consent, today)).toBe(state);
  });
});
