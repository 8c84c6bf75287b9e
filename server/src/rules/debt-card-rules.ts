/**
 * Pure rules of one debt card (spec 4): its figures in cents and what its buttons allow. The
 * service's `mapDebtorData` reads the snapshot and calls these; nothing here reads the database.
 */
import { DebtState, isPaidInPortal } from '@portal/openapi';
import { isEnded, PAID_STATE, SETTLEMENT_STATE } from './debt-rules';
import { type Cents, cents, percentOf } from '../lib/money';

/** Figures of one debt in cents, from its bills and payments. */
export interface DebtFigures {
  total: Cents;
  capital: Cents;
  interest: Cents;
  collectionCosts: Cents;
  otherCosts: Cents;
  paid: Cents;
  left: Cents;
}

/** Bill type 2 is a collection cost, 3 another cost; the rest is capital. */
export function debtFigures(
  debt: { state: number },
  billRows: { type: number; capitalCents: number; interestCents: number }[],
  paymentRows: { amountCents: number }[],
): DebtFigures {
  let total = 0;
  let capital = 0;
  let interest = 0;
  let collectionCosts = 0;
  let otherCosts = 0;
  for (const bill of billRows) {
    total += bill.capitalCents + bill.interestCents;
    interest += bill.interestCents;
    if (bill.type === 2) collectionCosts += bill.capitalCents;
    else if (bill.type === 3) otherCosts += bill.capitalCents;
    else capital += bill.capitalCents;
  }
  const paid = paymentRows.reduce((sum, p) => sum + p.amountCents, 0);
  // An ended debt has nothing left to pay, whatever its figures (paid, ended, groundless).
  const left = isEnded(debt.state) ? 0 : Math.max(0, total - paid);
  return {
    total: cents(total),
    capital: cents(capital),
    interest: cents(interest),
    collectionCosts: cents(collectionCosts),
    otherCosts: cents(otherCosts),
    paid: cents(paid),
    left: cents(left),
  };
}

/** A paid debt shows 100 %, whatever its figures; otherwise paid of total. */
export function debtProgress(state: number, figures: Pick<DebtFigures, 'paid' | 'total'>): number {
  return state === PAID_STATE ? 100 : percentOf(figures.paid, figures.total);
}

export interface PlanPermissionInput {
  /** The debt's own flag from the creditor. */
  planAllowed: boolean;
  state: number;
  /** The debt is in an active plan. */
  hasActivePlan: boolean;
  /** The debt belongs to a subpoena whose settlement is under way. */
  inSettlement: boolean;
  /** The debt is in a settlement (reconciliation) plan. */
  hasReconciliationPlan: boolean;
}

/**
 * spec 4: "Create a payment plan" is offered for an open debt the creditor allows one for, which
 * has no active plan and is not bound by a settlement (state 11, a settlement under way on its
 * subpoena, or a settlement plan). Nor for a debt that is not paid here: a debt in debt
 * restructuring is paid only under the court-confirmed programme, and a plan would be another.
 */
export function planCreationAllowed(d: PlanPermissionInput): boolean {
  return (
    d.planAllowed &&
    isPaidInPortal(d.state, isEnded(d.state)) &&
    !d.hasActivePlan &&
    d.state !== SETTLEMENT_STATE &&
    !d.inSettlement &&
    !d.hasReconciliationPlan
  );
}

/** spec 4: an invoice copy can be asked for an open debt that allows it, once. */
export function invoiceCopyRequestAllowed(d: {
  invoiceCopyAllowed: boolean;
  state: number;
  alreadyRequested: boolean;
}): boolean {
  return d.invoiceCopyAllowed && !isEnded(d.state) && !d.alreadyRequested;
}

/** An open debt is paid by installments when it has an active plan, else in one go. */
export function paymentType(
  state: number,
  hasActivePlan: boolean,
): 'installment' | 'single' | null {
  if (isEnded(state)) return null;
  return hasActivePlan ? 'installment' : 'single';
}

/** Debt state 6 (debt restructuring) shows its warning. */
export function showsRestructuringWarning(state: number): boolean {
  return state === DebtState.restructuring;
}
