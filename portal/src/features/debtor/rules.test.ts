import { describe, expect, it } from 'vitest';
import { bill as billOf, c, debt, debtor, plan } from '../../test/debtor-fixtures';
import {
  nextDueDate,
  allowsNewPlan,
  debtButton,
  debtsOutsidePlans,
  dueStatus,
  dueWords,
  frontPageCounts,
  frontPageTabs,
  frontPageView,
  installmentsLeft,
  invoiceBills,
  isDueSoon,
  isJointPlanPossible,
  isOpenDebt,
  isValidBusinessId,
  isPaidInPortalDebt,
  payAllDebts,
  paymentRouteOf,
  restructuringLeft,
  isPersonalIdentityCode,
  planButton,
  planLink,
  showCountHeading,
  compactCardsOnPhone,
  showMultipleDebtsNotice,
  showPayAll,
  situationPrompt,
  sortDebts,
} from './rules';

const TODAY = '2026-11-23';

describe('which debts are open', () => {
  it.each([
    [1, true],
    [4, true],
    [6, true],
    [8, false],
    [9, false],
  ])('state %i is open: %s', (state, open) => {
    expect(isOpenDebt(debt(1, state, TODAY))).toBe(open);
  });
});

describe('the next day to pay by: one source for the pay block, summary and card', () => {
  it("is an active plan's next installment, else the debt's due date", () => {
    const withPlan = {
      ...debt(1, 3, '2026-11-29'),
      paymentPlan: plan({
        paymentPlanType: 2,
        nextInstallment: { sequence: 2, eur: c(120), duedate: '2026-12-01' },
      }),
    };
    expect(nextDueDate(withPlan)).toBe('2026-12-01');
    expect(nextDueDate(debt(1, 3, '2026-11-29'))).toBe('2026-11-29');
    // A suggestion (type 1) is not in force: the debt's own date still counts.
    const suggested = { ...withPlan, paymentPlan: plan({ paymentPlanType: 1 }) };
    expect(nextDueDate(suggested)).toBe('2026-11-29');
  });
});

describe('due soon (within two days or past)', () => {
  it.each([
    ['2026-11-20', true],
    ['2026-11-23', true],
    ['2026-11-24', true],
    ['2026-11-25', true],
    ['2026-11-26', false],
    ['2027-01-01', false],
    [null, false],
  ])('due %s: %s', (due, soon) => {
    expect(isDueSoon(due, TODAY)).toBe(soon);
  });

  it('counts calendar days across a month end', () => {
    expect(isDueSoon('2026-12-02', '2026-11-30')).toBe(true);
    expect(isDueSoon('2026-12-03', '2026-11-30')).toBe(false);
  });
});

describe('debt card button', () => {
  it.each([
    ['in court, due far away', 4, '2027-01-01', 'payNow'],
    ['in court, due tomorrow', 4, '2026-11-24', 'payNow'],
    ['in reminding, due tomorrow', 2, '2026-11-24', 'payQuickly'],
    ['in collection, past due', 3, '2026-10-01', 'payQuickly'],
    ['in collection, due in two days', 3, '2026-11-25', 'payQuickly'],
    ['in billing, due in three days', 1, '2026-11-26', 'payWholeDebt'],
    ['in distraint, due in 40 days', 5, '2027-01-02', 'payWholeDebt'],
    ['in debt restructuring: paid under its programme', 6, '2026-11-24', null],
    ['paid', 8, '2026-10-01', null],
    ['ended', 9, '2026-10-01', null],
  ] as const)('%s: %s', (_name, state, due, expected) => {
    expect(debtButton(debt(1, state, due), TODAY)).toBe(expected);
  });
});

describe('due date in words', () => {
  it.each([
    ['three days past', '2026-11-20', { kind: 'overdue', days: 3, urgent: true }],
    ['yesterday', '2026-11-22', { kind: 'overdue', days: 1, urgent: true }],
    ['today', '2026-11-23', { kind: 'today', days: 0, urgent: true }],
    ['tomorrow', '2026-11-24', { kind: 'tomorrow', days: 1, urgent: true }],
    ['in two days', '2026-11-25', { kind: 'inDays', days: 2, urgent: true }],
    ['in three days', '2026-11-26', { kind: 'inDays', days: 3, urgent: false }],
    ['over a month change', '2026-12-03', { kind: 'inDays', days: 10, urgent: false }],
  ] as const)('%s', (_name, due, expected) => {
    expect(dueStatus(due, TODAY)).toEqual(expected);
  });
});

describe('due date in words on the pay block and every debt card (not by colour alone)', () => {
  it.each([
    [
      'three days past',
      '2026-11-20',
      { key: 'payBlock.due.overdue', count: 3, urgency: 'overdue' },
    ],
    ['tomorrow', '2026-11-24', { key: 'payBlock.due.tomorrow', urgency: 'soon' }],
    ['in two days', '2026-11-25', { key: 'payBlock.due.inDays', count: 2, urgency: 'soon' }],
    ['in ten days', '2026-12-03', { key: 'payBlock.due.inDays', count: 10, urgency: 'none' }],
  ] as const)('%s', (_name, due, expected) => {
    expect(dueWords(due, TODAY)).toEqual(expected);
  });

  it('says nothing without a date', () => {
    expect(dueWords(null, TODAY)).toBeNull();
  });
});

describe('plan card button', () => {
  const next = (duedate: string) => ({ sequence: 2, eur: c(5000), duedate });
  it.each([
    ['next due tomorrow', next('2026-11-24'), 'payQuickly'],
    ['next due yesterday', next('2026-11-22'), 'payQuickly'],
    ['next due in two days', next('2026-11-25'), 'payQuickly'],
    ['next due in three days', next('2026-11-26'), 'payNextInstallment'],
    ['no next installment', null, null],
  ] as const)('%s: %s', (_name, nextInstallment, expected) => {
    expect(planButton(plan({ nextInstallment }), TODAY)).toBe(expected);
  });
});

describe('joint plan possible (spec 4: two open debts without a plan that allow one)', () => {
  it.each([
    ['two open debts allowing a plan', [debt(1, 2, TODAY), debt(2, 3, TODAY)], true],
    ['only one open debt', [debt(1, 2, TODAY), debt(2, 8, TODAY)], false],
    [
      'one of two does not allow a plan',
      [debt(1, 2, TODAY), debt(2, 3, TODAY, { allow: false })],
      false,
    ],
    [
      'one of two already has a plan',
      [debt(1, 2, TODAY), debt(2, 3, TODAY, { plan: plan() })],
      false,
    ],
    [
      'two of three allow one',
      [debt(1, 2, TODAY), debt(2, 3, TODAY, { plan: plan() }), debt(3, 1, TODAY)],
      true,
    ],
    ['no debts', [], false],
  ])('%s: %s', (_name, debts, expected) => {
    expect(isJointPlanPossible(debts)).toBe(expected);
  });
});

describe('tabs', () => {
  it.each([
    [
      'joint plan possible, paid debts too',
      [debt(1, 2, TODAY), debt(2, 3, TODAY), debt(3, 8, TODAY)],
      { show: true, tabs: ['plan', 'debts', 'archive'] },
    ],
    [
      'joint plan possible, nothing paid',
      [debt(1, 2, TODAY), debt(2, 3, TODAY)],
      { show: true, tabs: ['plan', 'debts'] },
    ],
    [
      'no joint plan, paid and open',
      [debt(1, 2, TODAY), debt(2, 8, TODAY)],
      { show: true, tabs: ['debts', 'archive'] },
    ],
    [
      'no joint plan, only open',
      [debt(1, 2, TODAY), debt(2, 3, TODAY, { allow: false })],
      { show: false, tabs: ['debts'] },
    ],
    [
      'only paid debts',
      [debt(1, 8, TODAY), debt(2, 9, TODAY)],
      { show: false, tabs: ['debts', 'archive'] },
    ],
  ])('%s', (_name, debts, expected) => {
    expect(frontPageTabs(debts)).toEqual(expected);
  });
});

describe('sorting by state order, then due date', () => {
  it('puts distraint, court, reminding, billing, restructuring in that order', () => {
    const debts = [
      debt(1, 2, '2026-11-24'),
      debt(2, 4, '2026-09-01'),
      debt(3, 5, '2026-10-01'),
      debt(4, 1, '2027-01-02'),
      debt(7, 6, '2026-08-01'),
    ];
    expect(sortDebts(debts).map((d) => d.nr)).toEqual([3, 2, 1, 4, 7]);
  });

  it('orders debts of one state by due date, earliest first, and keeps ties stable', () => {
    const debts = [
      debt(1, 3, '2026-12-01'),
      debt(2, 3, '2026-11-01'),
      debt(3, 3, '2026-12-01'),
      debt(4, 3, '2026-11-15'),
    ];
    expect(sortDebts(debts).map((d) => d.nr)).toEqual([2, 4, 1, 3]);
  });

  it('does not change its argument', () => {
    const debts = [debt(1, 2, TODAY), debt(2, 5, TODAY)];
    sortDebts(debts);
    expect(debts.map((d) => d.nr)).toEqual([1, 2]);
  });
});

describe('counts, view and headings', () => {
  const debts = [
    debt(1, 2, TODAY, { plan: plan() }),
    debt(2, 3, TODAY),
    debt(3, 4, TODAY),
    debt(4, 8, TODAY, { plan: plan() }),
  ];

  it('counts open debts, those of them with a plan, and ended ones', () => {
    expect(frontPageCounts(debts)).toEqual({ open: 3, withPlan: 1, ended: 1 });
  });

  it.each([
    [1, 'single'],
    [0, 'multi'],
    [2, 'multi'],
    [4, 'multi'],
  ])('%i debts: the %s view', (n, view) => {
    expect(frontPageView(debts.slice(0, n))).toBe(view);
  });

  it.each([
    [[debt(1, 2, TODAY), debt(2, 3, TODAY)], false],
    [[debt(1, 2, TODAY), debt(2, 3, TODAY), debt(3, 8, TODAY)], false],
    [[debt(1, 2, TODAY), debt(2, 3, TODAY), debt(3, 4, TODAY)], true],
  ])('count heading (more than two open debts): case %#', (list, expected) => {
    expect(showCountHeading(list)).toBe(expected);
  });

  it.each([
    [[debt(1, 2, TODAY), debt(2, 3, TODAY)], false],
    [[debt(1, 2, TODAY), debt(2, 3, TODAY), debt(3, 9, TODAY)], false],
    [[debt(1, 2, TODAY), debt(2, 3, TODAY), debt(3, 1, TODAY)], true],
  ])('compact cards on a phone (more than two open debts): case %#', (list, expected) => {
    expect(compactCardsOnPhone(list)).toBe(expected);
  });

  it('offers pay-all only while open debts exist that are paid here', () => {
    expect(showPayAll(debts)).toBe(true);
    expect(showPayAll([debt(1, 8, TODAY)])).toBe(false);
    expect(showPayAll([debt(1, 6, TODAY), debt(2, 8, TODAY)])).toBe(false);
  });

  it('gives debt cards only to open debts outside every plan', () => {
    const joint = plan({ debts: [{ nr: 1 }, { nr: 2 }] });
    expect(debtsOutsidePlans(debts, [joint]).map((d) => d.nr)).toEqual([3]);
  });
});

describe('plan card link and installments', () => {
  const debts = [debt(11, 2, TODAY), debt(12, 3, TODAY)];

  it.each([
    [true, { kind: 'paymentPlan', orderNr: 1000011 }],
    [false, { kind: 'debt', orderNr: 1000011 }],
  ] as const)('joint %s links to %o', (isJointPaymentPlan, expected) => {
    expect(planLink(plan({ isJointPaymentPlan, debts: [{ nr: 11 }, { nr: 12 }] }), debts)).toEqual(
      expected,
    );
  });

  it('has no link when its first debt is not in view', () => {
    expect(planLink(plan({ debts: [{ nr: 99 }] }), debts)).toBeNull();
  });

  it('counts installments not paid in full', () => {
    const installment = (sequence: number, eur: number, paid: number) => ({
      sequence,
      duedate: TODAY,
      eur: c(eur),
      paid: c(paid),
      capital: c(0),
      costs: c(0),
      interest: c(0),
      debtLeft: c(0),
    });
    const p = plan({
      installments: [
        installment(1, 5000, 5000),
        installment(2, 5000, 100),
        installment(3, 5000, 0),
      ],
    });
    expect(installmentsLeft(p)).toEqual({ left: 2, total: 3 });
  });
});

describe('multiple-debts notice and the overall-situation prompt', () => {
  it.each([
    ['case-number login, a person with several debts', 2, {}, true, 'bankCredentials'],
    ['token login', 4, {}, false, null],
    ['strong login', 0, {}, false, null],
    ['after re-authentication', 6, {}, false, null],
    ['after the business ID', 3, { isCompany: true, isPerson: false }, false, null],
    ['one debt only', 2, { hasMultipleDebts: false }, false, null],
    ['a company', 2, { isCompany: true, isPerson: false }, false, 'businessId'],
    ['not signed in', null, {}, false, null],
  ] as const)('%s', (_name, authType, overrides, notice, prompt) => {
    expect(showMultipleDebtsNotice(authType, debtor(overrides))).toBe(notice);
    expect(situationPrompt(authType, debtor(overrides))).toBe(prompt);
  });
});

describe('business ID check digit (Y-tunnus, mod 11)', () => {
  it.each([
    ['2736145-5', true],
    [' 2736145-5 ', true],
    ['0737546-2', true],
    ['1572860-0', true],
    ['2736145-4', false],
    ['2736145-6', false],
    ['27361455', false],
    ['273614-5', false],
    ['2736145-', false],
    ['A736145-5', false],
    ['', false],
    // Weighted sum 1 (mod 11): no check digit is ever issued.
    ['0000006-0', false],
    ['0000006-1', false],
  ])('%j is valid: %s', (text, valid) => {
    expect(isValidBusinessId(text)).toBe(valid);
  });
});

describe('the bills of an invoice copy or a reclamation', () => {
  const bill = (nr: number, type: number) => billOf({ nr, type });
  it('are the invoices', () => {
    expect(invoiceBills([bill(1, 1), bill(2, 2), bill(3, 1)]).map((b) => b.nr)).toEqual([1, 3]);
  });
  it('are every bill when there is no invoice', () => {
    expect(invoiceBills([bill(2, 2)]).map((b) => b.nr)).toEqual([2]);
  });
});

describe("a person's identity code where a business ID is asked (spec 5, private format)", () => {
  it.each([
    ['150385-912E', true],
    ['010190-923E', true],
    ['310102A9565', true],
    ['241172-9342', true],
    ['150385-912F', false],
    ['320385-912E', false],
    ['151385-912E', false],
    ['150385*912E', false],
    ['2736145-5', false],
    ['', false],
  ])('%j is one: %s', (text, expected) => {
    expect(isPersonalIdentityCode(text)).toBe(expected);
  });
});

describe('where a debt is paid, by state (the rule the server follows too)', () => {
  // One row per state: the route, the card's button, a `/pay-all` row.
  it.each([
    [1, 'portal', 'payWholeDebt', true],
    [2, 'portal', 'payWholeDebt', true],
    [3, 'portal', 'payWholeDebt', true],
    [4, 'portal', 'payNow', true],
    // Distraint: paid here; its notice says what a payment does to the enforcement.
    [5, 'portal', 'payWholeDebt', true],
    // Debt restructuring: only under the court-confirmed programme, never here.
    [6, 'restructuringProgramme', null, false],
    [7, 'portal', 'payWholeDebt', true],
    [8, 'ended', null, false],
    [9, 'ended', null, false],
    [10, 'ended', null, false],
    [11, 'portal', 'payWholeDebt', true],
    [12, 'portal', 'payWholeDebt', true],
  ] as const)('state %i: %s, button %s, in pay-all %s', (state, route, button, inPayAll) => {
    const d = debt(1, state, '2027-01-01');
    expect(paymentRouteOf(d)).toBe(route);
    expect(isPaidInPortalDebt(d)).toBe(route === 'portal');
    expect(debtButton(d, TODAY)).toBe(button);
    expect(payAllDebts([d]).length > 0).toBe(inPayAll);
    // A plan of ours is a way of paying here too.
    expect(allowsNewPlan(d)).toBe(inPayAll);
  });

  it('pay-all lists the debts paid here with something left, in the front page order', () => {
    const nothingLeft = debt(4, 3, TODAY);
    const list = [
      debt(1, 6, TODAY),
      debt(2, 5, TODAY),
      { ...nothingLeft, debtSummary: { ...nothingLeft.debtSummary, left: c(0) } },
      debt(3, 2, TODAY),
      debt(5, 8, TODAY),
    ];
    expect(payAllDebts(list).map((d) => d.nr)).toEqual([2, 3]);
  });
});

describe('the amount left in debt restructuring, out of the front page total', () => {
  it('sums the open debts in restructuring only', () => {
    const debts = [debt(1, 3, '2026-12-01'), debt(2, 6, '2026-12-01'), debt(3, 6, '2026-12-01')];
    const each = debts[1]!.debtSummary.left;
    expect(each).toBeGreaterThan(0);
    expect(restructuringLeft(debts)).toBe(2 * each);
    expect(restructuringLeft([debt(4, 3, '2026-12-01')])).toBe(0);
  });
});
