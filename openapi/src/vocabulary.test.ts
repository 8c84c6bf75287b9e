import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  MIN_CUSTOM_PAYMENT_CENTS,
  MIN_PLAN_INSTALLMENT_CENTS,
  PLAN_CHARGE_LAW_CENTS,
  PRIVACY_ACCESS_FEE_CENTS,
  REFUND_CHARGE_CENTS,
} from './amounts';
import { DEBT_STATES, DebtState, ENDED_STATES, isDebtStateCode, isEnded } from './debt-state';
import {
  defaultLanguage,
  htmlLangOf,
  languageIds,
  languageOf,
  languageOfLocale,
  localeOf,
  type LanguageId,
  type Locale,
} from './language';
import { cents, centsToEuros, eurosToCents, sumCents, type Cents } from './money';
import { COMPLAINED_STATE, SETTLEMENT_STATE } from './settlement';
import { DISTRAINT_STATE, RESTRUCTURING_STATE } from './payment-route';
import { DEFAULT_REMINDER_DAYS, isReminderDays, REMINDER_DAYS } from './reminders';
import type { components } from './schema';

describe('cents: the branded amount', () => {
  it.each([
    [0, 0],
    [1, 1],
    [500, 500],
    [-550, -550],
    [99_999_999, 99_999_999],
  ])('cents(%i) is %i', (value, expected) => {
    expect(cents(value)).toBe(expected);
  });

  it.each([[0.5], [10.25], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    'cents(%f) is refused (not a safe whole number of cents)',
    (value) => {
      expect(() => cents(value)).toThrow(TypeError);
    },
  );

  it.each([
    [[], 0],
    [[500], 500],
    [[1, 2, 3], 6],
    [[1999, -999], 1000],
  ])('sumCents(%j) is %i', (values, expected) => {
    expect(sumCents(values.map(cents))).toBe(expected);
  });

  it('does not take a plain number where cents are meant', () => {
    expectTypeOf(cents(5)).toMatchTypeOf<number>();
    expectTypeOf<number>().not.toMatchTypeOf<Cents>();
    expectTypeOf(centsToEuros).parameter(0).toEqualTypeOf<Cents>();
    expectTypeOf(eurosToCents).returns.toEqualTypeOf<Cents | null>();
  });
});

describe('centsToEuros: cents to the contract euros', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [10, 0.1],
    [99, 0.99],
    [500, 5],
    [1999, 19.99],
    [123_456, 1234.56],
    [-550, -5.5],
  ])('%i cents is %f euros', (amount, euros) => {
    expect(centsToEuros(cents(amount))).toBe(euros);
  });
});

describe('the shared amounts', () => {
  it.each([
    ['MIN_CUSTOM_PAYMENT_CENTS', MIN_CUSTOM_PAYMENT_CENTS, 5],
    ['MIN_PLAN_INSTALLMENT_CENTS', MIN_PLAN_INSTALLMENT_CENTS, 5],
    ['REFUND_CHARGE_CENTS', REFUND_CHARGE_CENTS, 5],
    ['PRIVACY_ACCESS_FEE_CENTS', PRIVACY_ACCESS_FEE_CENTS, 20],
    ['PLAN_CHARGE_LAW_CENTS.low', PLAN_CHARGE_LAW_CENTS.low, 20],
    ['PLAN_CHARGE_LAW_CENTS.mid', PLAN_CHARGE_LAW_CENTS.mid, 30],
    ['PLAN_CHARGE_LAW_CENTS.high', PLAN_CHARGE_LAW_CENTS.high, 50],
    ['PLAN_CHARGE_LAW_CENTS.small', PLAN_CHARGE_LAW_CENTS.small, 100],
    ['PLAN_CHARGE_LAW_CENTS.large', PLAN_CHARGE_LAW_CENTS.large, 1000],
  ])('%s is %f euros', (_name, amount, euros) => {
    expect(centsToEuros(amount)).toBe(euros);
  });
});

describe('languages and locales: one map each way', () => {
  it.each([
    ['fi', 'fi-FI', 'fi'],
    ['se', 'sv-SE', 'sv'],
    ['en', 'en-US', 'en'],
  ] as const)('%s is the locale %s and the tag %s, and back', (id, locale, tag) => {
    expect(localeOf[id]).toBe(locale);
    expect(htmlLangOf[id]).toBe(tag);
    expect(languageOf[locale]).toBe(id);
    expect(languageOfLocale(locale)).toBe(id);
  });

  it('covers every language id and every locale of the contract', () => {
    expect(Object.keys(localeOf).sort()).toEqual([...languageIds].sort());
    expect(Object.keys(languageOf).sort()).toEqual(Object.values(localeOf).sort());
    expectTypeOf<keyof typeof localeOf>().toEqualTypeOf<LanguageId>();
    expectTypeOf<keyof typeof languageOf>().toEqualTypeOf<Locale>();
  });

  it('reads an unknown locale as the default language', () => {
    expect(languageOfLocale('de-DE' as Locale)).toBe(defaultLanguage);
  });
});

describe('debt states by name', () => {
  it.each([
    ['billing', 1],
    ['reminding', 2],
    ['collection', 3],
    ['court', 4],
    ['distraint', 5],
    ['restructuring', 6],
    ['bankruptcySupervision', 7],
    ['paid', 8],
    ['ended', 9],
    ['groundless', 10],
    ['settlement', 11],
    ['complained', 12],
  ] as const)('%s is state %i', (name, code) => {
    expect(DebtState[name]).toBe(code);
  });

  it('lists every state of the contract once, in order', () => {
    expect(DEBT_STATES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expectTypeOf<(typeof DebtState)[keyof typeof DebtState]>().toEqualTypeOf<
      components['schemas']['DebtStateCode']
    >();
  });

  it.each(DEBT_STATES.map((state) => [state, [8, 9, 10].includes(state)]))(
    'state %i has ended: %s',
    (state, ended) => {
      expect(isEnded(state)).toBe(ended);
    },
  );

  it('keeps the older names as aliases of the same numbers', () => {
    expect(ENDED_STATES).toEqual([DebtState.paid, DebtState.ended, DebtState.groundless]);
    expect(SETTLEMENT_STATE).toBe(DebtState.settlement);
    expect(COMPLAINED_STATE).toBe(DebtState.complained);
    expect(DISTRAINT_STATE).toBe(DebtState.distraint);
    expect(RESTRUCTURING_STATE).toBe(DebtState.restructuring);
  });

  it.each([
    [0, false],
    [1, true],
    [12, true],
    [13, false],
    ['8', false],
  ])('isDebtStateCode(%j) is %s', (value, expected) => {
    expect(isDebtStateCode(value)).toBe(expected);
  });
});

describe('reminder days', () => {
  it('are the contract choices, the default among them', () => {
    expect(REMINDER_DAYS).toEqual([1, 3, 7]);
    expect(REMINDER_DAYS).toContain(DEFAULT_REMINDER_DAYS);
    expectTypeOf<(typeof REMINDER_DAYS)[number]>().toEqualTypeOf<
      components['schemas']['ReminderSettingsRequest']['daysBefore']
    >();
  });

  it.each([
    [1, true],
    [3, true],
    [7, true],
    [2, false],
    [0, false],
    ['3', false],
    [null, false],
  ])('isReminderDays(%j) is %s', (value, expected) => {
    expect(isReminderDays(value)).toBe(expected);
  });
});
