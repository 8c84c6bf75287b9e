import {
  cents,
  MIN_CUSTOM_PAYMENT_CENTS,
  sumCents,
  type Cents,
  type Schemas,
} from '@portal/openapi';
import { isPaidInPortalDebt, type Debt, type PaymentPlan } from '../debtor';

/**
 * What a payment pays (spec 3, "Payment cart item"): the portal's cart in cents; the saga that
 * sends it converts to euros at the boundary. The server recomputes every amount and refuses one
 * that does not match (a whole debt is what is left, an installment the plan's next one).
 */
export type PaymentType = Schemas['PaymentType'];

export interface CartItem {
  /** The debt's `nr` (debtNr), not its order (case) number. */
  debtNr: number;
  /** The creditor, shown in the bank form and sent as the item's description. */
  description: string | null;
  amountCents: Cents;
  paymentType: PaymentType;
  /** The plan's number for an installment or settlement payment, else null. */
  msnr: number | null;
}

/** The whole debt: what is left of it. */
export function wholeDebtItem(debt: Debt): CartItem {
  return {
    debtNr: debt.nr,
    description: debt.creditor.name,
    amountCents: debt.debtSummary.left,
    paymentType: 'single',
    msnr: null,
  };
}

/**
 * A plan's next installment, paid against the plan's first debt (a joint plan is one payment).
 * None when the plan has no next installment.
 */
export function installmentItem(plan: PaymentPlan, debts: readonly Debt[]): CartItem | null {
  const next = plan.nextInstallment;
  const first = plan.debts[0];
  if (!next || !first || next.eur <= 0) return null;
  const debt = debts.find((d) => d.nr === first.nr);
  // A plan's installment is not paid here for a debt paid only under a restructuring programme.
  if (debt && !isPaidInPortalDebt(debt)) return null;
  return {
    debtNr: first.nr,
    description: debt?.creditor.name ?? null,
    amountCents: next.eur,
    paymentType: 'installment',
    msnr: plan.nr,
  };
}

/**
 * `/pay-all`: each chosen debt in full, as one payment of several debts; a debt that is not paid
 * here (debt restructuring) never joins the cart.
 */
export function payAllCart(debts: readonly Debt[]): CartItem[] {
  return debts
    .filter(isPaidInPortalDebt)
    .map((debt) => ({ ...wholeDebtItem(debt), paymentType: 'multiple' as const }));
}

/** A voluntary amount of one debt. */
export function customItem(debt: Debt, amountCents: Cents): CartItem {
  return { ...wholeDebtItem(debt), amountCents, paymentType: 'custom' };
}

export const cartTotal = (cart: readonly CartItem[]): Cents =>
  sumCents(cart.map((item) => item.amountCents));

/** spec 4: a cart with a debt whose payment is already pending is not sent. */
export const isCartBlocked = (cart: readonly CartItem[], pendingDebtNrs: readonly number[]) =>
  cart.some((item) => pendingDebtNrs.includes(item.debtNr));

/** The custom-payment amount's error, as a translation key with the range (spec 5). */
export type CustomAmountError = 'required' | 'range' | null;

export function customAmountError(amountCents: Cents | null, leftCents: Cents): CustomAmountError {
  if (amountCents === null) return 'required';
  if (amountCents < MIN_CUSTOM_PAYMENT_CENTS || amountCents > leftCents) return 'range';
  return null;
}

/**
 * What the debt view offers beside the whole debt (spec 5, 9): a voluntary amount of at least
 * 5 euros. With less than that left, no voluntary amount can pass the minimum, so the offer is
 * the remainder instead: the whole amount left, paid as the whole debt.
 */
export type OtherAmountOffer = 'custom' | 'remainder';

export const otherAmountOffer = (leftCents: Cents): OtherAmountOffer =>
  leftCents < MIN_CUSTOM_PAYMENT_CENTS ? 'remainder' : 'custom';

/** The custom payment's default: 5 euros, or what is left when that is less. */
export const defaultCustomAmount = (leftCents: Cents): Cents =>
  cents(Math.min(MIN_CUSTOM_PAYMENT_CENTS, leftCents));

/** spec 4: after the bank, the stored address; none or `/pay-all` go to the front page. */
export function addressAfterPayment(
  stored: string | null,
  frontPage: string,
  payAll: string,
): string {
  // Only an address inside the portal: a path, not another origin (`//host`).
  const insidePortal = stored !== null && /^\/(?!\/)/.test(stored);
  return insidePortal && stored !== payAll ? stored : frontPage;
}

/**
 * Debts a pay button (or "pay a different amount") may pay: paid here (not ended, not in debt
 * restructuring), something left, and not already being paid.
 */
export const canPayDebt = (debt: Debt, pendingDebtNrs: readonly number[]): boolean =>
  isPaidInPortalDebt(debt) && debt.debtSummary.left > 0 && !pendingDebtNrs.includes(debt.nr);

/** A plan's pay button hides while any of its debts is being paid. */
export const canPayPlan = (plan: PaymentPlan, pendingDebtNrs: readonly number[]): boolean =>
  plan.nextInstallment !== null && !plan.debts.some((d) => pendingDebtNrs.includes(d.nr));

/** What is pending on one debt, in cents, as the server stored it when the bank flow started. */
export interface PendingAmount {
  debtNr: number;
  amountCents: Cents;
}

/** What a payment awaiting the bank's confirmation pays, and what is left to pay after it. */
export interface PendingEffect {
  pendingCents: Cents;
  /** Left of these debts once it is booked (never below zero); null for a settlement's payment. */
  leftAfterCents: Cents | null;
}

/**
 * The effect of the payments pending on these debts, for the note that stands where the pay
 * button was: so the debtor knows that the payment counts and what it leaves. A settlement's
 * payment pays a reduced sum, so what is left is not said for it. Null when nothing is pending on
 * them or the server has not said how much.
 */
export function pendingEffect(
  pending: { amounts: readonly PendingAmount[]; paymentType: PaymentType | null },
  debts: readonly Debt[],
): PendingEffect | null {
  const nrs = new Set(debts.map((debt) => debt.nr));
  const amounts = pending.amounts.filter((a) => nrs.has(a.debtNr));
  if (amounts.length === 0) return null;
  const pendingCents = sumCents(amounts.map((a) => a.amountCents));
  if (pending.paymentType === 'reconciliation') return { pendingCents, leftAfterCents: null };
  const left = sumCents(debts.map((debt) => cents(Math.max(0, debt.debtSummary.left))));
  return { pendingCents, leftAfterCents: cents(Math.max(0, left - pendingCents)) };
}

/** The colours of the pay buttons' rules (spec 2): red now, orange soon, else the primary. */
export const payButtonVariant = {
  payNow: 'payNow',
  payQuickly: 'payQuickly',
  payWholeDebt: 'primary',
  payNextInstallment: 'primary',
} as const;

/** What a payment did, so the debtor sees its effect: the amount paid and what is left of all the debts after it. */
export interface PaymentOutcome {
  paidCents: Cents;
  /** Left of every open debt once this payment is booked; null when not known (a settlement). */
  leftCents: Cents | null;
  /** The first instalment of a plan that comes into force once it is booked (banditRating 3). */
  startsPlan?: true;
}

/**
 * The outcome of paying a cart, worked out before leaving for the bank from the debts as they
 * are: the cart's total, and the debts' remaining total less it (never below zero). A
 * settlement's installment pays a reduced sum, so what is left is not said for it.
 */
export function paymentOutcome(
  cart: readonly CartItem[],
  debts: readonly Debt[],
  plans: readonly PaymentPlan[] = [],
): PaymentOutcome {
  const paidCents = cartTotal(cart);
  if (cart.some((item) => item.paymentType === 'reconciliation')) {
    return { paidCents, leftCents: null };
  }
  const leftBefore = debts
    .filter((debt) => !debt.debtSummary.state.ended)
    .reduce((sum, debt) => sum + Math.max(0, debt.debtSummary.left), 0);
  const leftCents = Math.max(0, leftBefore - paidCents) as Cents;
  // The debtor is told, once it is booked, that the plan this payment waited for is in force.
  const startsPlan = cart.some(
    (item) =>
      item.paymentType === 'installment' &&
      plans.some((plan) => plan.nr === item.msnr && plan.awaitingFirstPayment),
  );
  return startsPlan ? { paidCents, leftCents, startsPlan } : { paidCents, leftCents };
}
