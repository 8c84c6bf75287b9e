import { describe, expect, it } from 'vitest';
import { c, debt, plan } from '../../test/debtor-fixtures';
import {
  addressAfterPayment,
  canPayDebt,
  canPayPlan,
  cartTotal,
  customAmountError,
  customItem,
  defaultCustomAmount,
  installmentItem,
  isCartBlocked,
  otherAmountOffer,
  payAllCart,
  paymentOutcome,
  pendingEffect,
  wholeDebtItem,
} from './cart';
import { confirmQueryOf } from './return-query';

const open = debt(1, 3, '2026-12-01');

describe('carts (spec 3: debtNr, description, amount, paymentType, msnr)', () => {
  it('pays a whole debt as what is left of it, by its debt number', () => {
    expect(wholeDebtItem(open)).toEqual({
      debtNr: 1,
      description: 'Creditor 1',
      amountCents: 10000,
      paymentType: 'single',
      msnr: null,
    });
  });

  it('pays a plan’s next installment against its first debt, with the plan number', () => {
    const joint = plan({
      nr: 77,
      debts: [{ nr: 2 }, { nr: 1 }],
      nextInstallment: { sequence: 3, eur: c(4550), duedate: '2026-12-01' },
    });
    expect(installmentItem(joint, [open, debt(2, 3, '2026-12-01')])).toEqual({
      debtNr: 2,
      description: 'Creditor 2',
      amountCents: 4550,
      paymentType: 'installment',
      msnr: 77,
    });
    expect(installmentItem(plan({ nextInstallment: null }), [open])).toBeNull();
  });

  it('pays several debts as one payment of type multiple, and totals the cart', () => {
    const cart = payAllCart([
      open,
      debt(2, 4, '2026-11-01', { debtSummary: { ...open.debtSummary, left: c(2575) } }),
    ]);
    expect(cart.map((i) => i.paymentType)).toEqual(['multiple', 'multiple']);
    expect(cartTotal(cart)).toBe(12575);
    expect(customItem(open, c(500))).toMatchObject({ amountCents: 500, paymentType: 'custom' });
  });

  it('never puts a debt in debt restructuring in a cart (pay-all, a settlement, an installment)', () => {
    const restructuring = debt(2, 6, '2026-12-01');
    expect(payAllCart([open, restructuring]).map((i) => i.debtNr)).toEqual([1]);
    const onIt = plan({
      debts: [{ nr: 2 }],
      nextInstallment: { sequence: 1, eur: c(900), duedate: '2026-12-01' },
    });
    expect(installmentItem(onIt, [restructuring])).toBeNull();
  });

  it.each([
    [[1], [], false],
    [[1, 2], [2], true],
    [[1], [3], false],
  ])('a cart of %j with %j pending is blocked: %s', (debtNrs, pending, blocked) => {
    const cart = debtNrs.map((nr) => wholeDebtItem(debt(nr, 3, '2026-12-01')));
    expect(isCartBlocked(cart, pending)).toBe(blocked);
  });
});

describe('custom amount (spec 5: required, at least 5 euros, at most what is left)', () => {
  it.each([
    [null, 10000, 'required'],
    [499, 10000, 'range'],
    [500, 10000, null],
    [10000, 10000, null],
    [10001, 10000, 'range'],
    [500, 300, 'range'],
  ])('%s cents of %s left: %s', (amount, left, error) => {
    expect(customAmountError(amount === null ? null : c(amount), c(left))).toBe(error);
  });

  it('defaults to 5 euros, or what is left when less', () => {
    expect(defaultCustomAmount(c(10000))).toBe(500);
    expect(defaultCustomAmount(c(320))).toBe(320);
  });
});

describe('beside the whole debt: a different amount from 5 euros, else the remainder (spec 5, 9)', () => {
  it.each([
    [100000, 'custom'],
    [501, 'custom'],
    [500, 'custom'],
    [499, 'remainder'],
    [320, 'remainder'],
    [1, 'remainder'],
  ] as const)('%s cents left: %s', (left, offer) => {
    expect(otherAmountOffer(c(left))).toBe(offer);
  });

  it('with less than 5 euros left, no different amount passes, so only the remainder can succeed', () => {
    for (const left of [1, 320, 499]) {
      for (let amount = 1; amount <= left; amount++) {
        expect(customAmountError(c(amount), c(left))).toBe('range');
      }
    }
  });
});

describe('pay buttons hide while the debt is being paid (spec 2)', () => {
  it.each([
    [3, 10000, [], true],
    [3, 10000, [1], false],
    [3, 0, [], false],
    [8, 10000, [], false],
    // Debt restructuring (state 6): paid only under its programme, so no pay button nor a
    // different amount; distraint (state 5) is paid here.
    [6, 10000, [], false],
    [5, 10000, [], true],
  ])('state %s with %s left and %j pending: payable %s', (state, left, pending, payable) => {
    const base = debt(1, state, '2026-12-01');
    const d = { ...base, debtSummary: { ...base.debtSummary, left: c(left) } };
    expect(canPayDebt(d, pending)).toBe(payable);
  });

  it('a plan is payable with a next installment and none of its debts pending', () => {
    const next = { sequence: 1, eur: c(100), duedate: '2026-12-01' };
    expect(canPayPlan(plan({ debts: [{ nr: 1 }, { nr: 2 }], nextInstallment: next }), [])).toBe(
      true,
    );
    expect(canPayPlan(plan({ debts: [{ nr: 1 }, { nr: 2 }], nextInstallment: next }), [2])).toBe(
      false,
    );
    expect(canPayPlan(plan({ nextInstallment: null }), [])).toBe(false);
  });
});

describe('after the bank (spec 4): the stored address; none or /pay-all go to the front page', () => {
  it.each([
    [null, '/front-page'],
    ['/pay-all', '/front-page'],
    ['/debt/1000001', '/debt/1000001'],
    ['//evil.example/x', '/front-page'],
    ['https://evil.example/', '/front-page'],
  ])('%s → %s', (stored, to) => {
    expect(addressAfterPayment(stored, '/front-page', '/pay-all')).toBe(to);
  });
});

describe('the return parameters', () => {
  const full =
    '?checkout-account=375917&checkout-algorithm=sha256&checkout-amount=2964&checkout-stamp=s-1&checkout-reference=9187445&checkout-transaction-id=t1&checkout-status=ok&checkout-provider=nordea&signature=ab';

  it('become the confirm query unchanged, numbers as numbers', () => {
    expect(confirmQueryOf(full)).toMatchObject({
      'checkout-account': 375917,
      'checkout-amount': 2964,
      'checkout-status': 'ok',
      signature: 'ab',
    });
  });

  it.each([
    ['', 'nothing'],
    [full.replace('&signature=ab', ''), 'no signature'],
    [full.replace('checkout-amount=2964', 'checkout-amount=1e3'), 'an amount that is not digits'],
  ])('are refused with %j (%s)', (search) => {
    expect(confirmQueryOf(search)).toBeNull();
  });
});

describe('what a payment did: paid, and what is left of every open debt after it', () => {
  const other = debt(2, 4, '2026-11-01');
  const paid = debt(3, 8, '2026-10-01');

  it('subtracts the cart from what is left of the open debts (an ended one does not count)', () => {
    expect(paymentOutcome([wholeDebtItem(open)], [open, other, paid])).toEqual({
      paidCents: 10000,
      leftCents: 10000,
    });
    expect(paymentOutcome([customItem(other, c(2550))], [open, other])).toEqual({
      paidCents: 2550,
      leftCents: 17450,
    });
  });

  it('says nothing is left once everything is paid, never a negative amount', () => {
    expect(paymentOutcome(payAllCart([open, other]), [open, other])).toEqual({
      paidCents: 20000,
      leftCents: 0,
    });
    expect(paymentOutcome([{ ...wholeDebtItem(open), amountCents: c(15000) }], [open])).toEqual({
      paidCents: 15000,
      leftCents: 0,
    });
  });

  it('does not say what is left after a settlement installment (it pays a reduced sum)', () => {
    const item = { ...wholeDebtItem(open), paymentType: 'reconciliation' as const, msnr: 5 };
    expect(paymentOutcome([item], [open])).toEqual({ paidCents: 10000, leftCents: null });
  });

  it('says a plan comes into force when the payment is its awaited first instalment', () => {
    const item = { ...wholeDebtItem(open), paymentType: 'installment' as const, msnr: 7 };
    const awaiting = plan({ nr: 7, awaitingFirstPayment: true });
    expect(paymentOutcome([item], [open], [awaiting])).toEqual({
      paidCents: 10000,
      leftCents: 0,
      startsPlan: true,
    });
    // A later instalment, or another plan's, is only a payment.
    const inForce = { ...awaiting, awaitingFirstPayment: false };
    expect(paymentOutcome([item], [open], [inForce])).not.toHaveProperty('startsPlan');
    expect(paymentOutcome([{ ...item, msnr: 8 }], [open], [awaiting])).not.toHaveProperty(
      'startsPlan',
    );
  });
});

describe('what a payment awaiting the bank pays, and what is left after it', () => {
  const second = debt(2, 3, '2026-12-01');
  const pendingOn = (
    amounts: { debtNr: number; amountCents: number }[],
    paymentType: 'single' | 'multiple' | 'reconciliation' = 'single',
  ) => ({ amounts: amounts.map((a) => ({ ...a, amountCents: c(a.amountCents) })), paymentType });

  it('says the amount pending on the debt and what is left of it after the payment', () => {
    expect(pendingEffect(pendingOn([{ debtNr: 1, amountCents: 2500 }]), [open])).toEqual({
      pendingCents: 2500,
      leftAfterCents: 7500,
    });
  });

  it('counts only the debts it is asked about, and all of theirs together', () => {
    const both = pendingOn(
      [
        { debtNr: 1, amountCents: 10000 },
        { debtNr: 2, amountCents: 4000 },
      ],
      'multiple',
    );
    expect(pendingEffect(both, [second])).toEqual({ pendingCents: 4000, leftAfterCents: 6000 });
    expect(pendingEffect(both, [open, second])).toEqual({
      pendingCents: 14000,
      leftAfterCents: 6000,
    });
  });

  it('says nothing is left when the payment pays everything, never a negative amount', () => {
    expect(pendingEffect(pendingOn([{ debtNr: 1, amountCents: 12000 }]), [open])).toEqual({
      pendingCents: 12000,
      leftAfterCents: 0,
    });
  });

  it('does not say what is left after a settlement payment (it pays a reduced sum)', () => {
    expect(
      pendingEffect(pendingOn([{ debtNr: 1, amountCents: 3000 }], 'reconciliation'), [open]),
    ).toEqual({ pendingCents: 3000, leftAfterCents: null });
  });

  it('knows nothing when no amount is pending on these debts (or the server has not said)', () => {
    expect(pendingEffect(pendingOn([{ debtNr: 2, amountCents: 3000 }]), [open])).toBeNull();
    expect(pendingEffect(pendingOn([]), [open])).toBeNull();
  });
});
