import { describe, expect, it } from 'vitest';
import { c } from '../../test/debtor-fixtures';
import type { Debt, PaymentPlan } from '../debtor';
import {
  canMakeReclamation,
  debtsOfPlan,
  endTextKeyOf,
  findDebt,
  infoSectionsOf,
  isActivePlan,
  parseOrderNr,
  reportsOf,
  tabsOf,
} from './rules';

function plan(paymentPlanType: number, nr = 50, debtNrs: number[] = [1]): PaymentPlan {
  return {
    nr,
    paymentPlanType,
    isJointPaymentPlan: debtNrs.length > 1,
    debts: debtNrs.map((n) => ({ nr: n })),
    installments: [],
    summary: { total: c(0), interest: c(0), cost: c(0), left: c(0), totalPaid: c(0), progress: 0 },
    nextInstallment: null,
    payments: [],
    awaitingFirstPayment: false,
  } as PaymentPlan;
}

function debt(over: Partial<Debt> & { state?: number } = {}): Debt {
  const { state = 3, ...rest } = over;
  return {
    orderNr: 1000001,
    nr: 1,
    debtSummary: {
      left: 100,
      total: 100,
      totalPaid: 0,
      progress: 0,
      reference: null,
      capital: 100,
      state: { state, colorGroup: 'warning', order: 30, ended: [8, 9, 10].includes(state) },
    },
    paymentPlan: null,
    othersInvolved: [],
    hidePersonalInfo: false,
    ...rest,
  } as Debt;
}

describe('isActivePlan', () => {
  it.each([
    [0, true],
    [2, true],
    [3, true],
    [5, true],
    [7, true],
    [1, false],
    [4, false],
    [6, false],
  ])('type %i is active: %s', (type, active) => {
    expect(isActivePlan(plan(type))).toBe(active);
  });
  it('no plan is not active', () => expect(isActivePlan(null)).toBe(false));
});

describe('tabsOf', () => {
  it.each([
    ['open debt', debt(), 'debt', ['pay', 'info']],
    ['debt in a plan', debt({ paymentPlan: plan(2) }), 'debt', ['plan', 'info']],
    ['suggested plan only', debt({ paymentPlan: plan(1) }), 'debt', ['pay', 'info']],
    ['paid debt', debt({ state: 8 }), 'debt', ['casePaid', 'info']],
    ['groundless debt', debt({ state: 10 }), 'debt', ['casePaid', 'info']],
    ['joint plan', debt({ paymentPlan: plan(2) }), 'paymentPlan', ['plan', 'planInfo']],
  ] as const)('%s', (_, d, kind, tabs) => {
    expect(tabsOf(d, kind)).toEqual(tabs);
  });
});

describe('infoSectionsOf', () => {
  it('shows the plan only when active and other debtors only when involved', () => {
    expect(infoSectionsOf(debt())).toEqual(['details', 'payments', 'actions']);
    expect(infoSectionsOf(debt({ paymentPlan: plan(4) }))).toEqual([
      'details',
      'payments',
      'actions',
    ]);
    expect(
      infoSectionsOf(debt({ paymentPlan: plan(2), othersInvolved: [{ name: 'Maija' }] })),
    ).toEqual(['details', 'plan', 'payments', 'actions', 'others']);
  });
});

describe('reportsOf', () => {
  it.each([
    ['no plan', debt(), false, ['balance']],
    ['active plan', debt({ paymentPlan: plan(2) }), false, ['balance', 'planConfirmation']],
    ['suggested plan', debt({ paymentPlan: plan(1) }), false, ['balance']],
    ['debt hides personal info', debt({ hidePersonalInfo: true }), false, []],
    ['debtor hides personal info', debt({ paymentPlan: plan(2) }), true, []],
  ] as const)('%s', (_, d, hidden, reports) => {
    expect(reportsOf(d, hidden)).toEqual(reports);
  });
});

describe('canMakeReclamation', () => {
  it.each([
    ['allowed and open', debt({ isReclamationAllowed: true }), true],
    ['not allowed (in court)', debt({ isReclamationAllowed: false, state: 4 }), false],
    ['ended', debt({ isReclamationAllowed: true, state: 8 }), false],
    ['one already open', debt({ isReclamationAllowed: true, state: 12 }), false],
  ] as const)('%s', (_, d, offered) => {
    expect(canMakeReclamation(d)).toBe(offered);
  });
});

describe('endTextKeyOf', () => {
  it.each([
    [3, null],
    [8, 'debt.ended.paidOn'],
    [9, 'debt.ended.endedOn'],
    [10, 'debt.ended.endedOn'],
  ] as const)('state %i', (state, key) => {
    expect(endTextKeyOf(debt({ state }))).toBe(key);
  });
});

describe('findDebt', () => {
  const joint = plan(2, 70, [1, 2]);
  const debts = [
    debt({ orderNr: 11, nr: 1, paymentPlan: joint }),
    debt({ orderNr: 12, nr: 2, paymentPlan: joint }),
    debt({ orderNr: 13, nr: 3 }),
  ];
  it('finds a debt of the session by order number', () => {
    expect(findDebt(debts, 13, 'debt')).toEqual({ debt: debts[2], plan: null });
    expect(findDebt(debts, 99, 'debt')).toBeNull();
  });
  it('finds a joint plan only through a debt that has one', () => {
    expect(findDebt(debts, 12, 'paymentPlan')?.plan).toBe(joint);
    expect(findDebt(debts, 13, 'paymentPlan')).toBeNull();
  });
  it('lists the debts of a plan in its order', () => {
    expect(debtsOfPlan(debts, joint).map((d) => d.nr)).toEqual([1, 2]);
  });
});

describe('parseOrderNr', () => {
  it.each([
    ['1000001', 1000001],
    ['1', 1],
    ['123456789', null],
    ['12a', null],
    ['', null],
    [undefined, null],
  ] as const)('%s', (value, nr) => {
    expect(parseOrderNr(value)).toBe(nr);
  });
});
