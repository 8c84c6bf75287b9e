import { isActivePlan, type Debt, type PaymentPlan } from '../debtor';
import { COMPLAINED_STATE, DebtState } from '@portal/openapi';

/**
 * Pure rules of the single-debt and joint-plan view (spec 2, 4). The front page's rules (open
 * and ended debts, sorting, buttons) live in the debtor feature; these are the view's own.
 */

export { isActivePlan, nextDueDate } from '../debtor';

/** Which view a route shows: a debt, or the joint plan it belongs to. */
export type DebtViewKind = 'debt' | 'paymentPlan';

export type DebtTab = 'pay' | 'plan' | 'info' | 'planInfo' | 'casePaid';

/**
 * spec 2: pay-or-paymentplan, debt information (for a joint plan: payment plan information),
 * case-paid for ended debts (which have nothing to pay).
 */
export function tabsOf(debt: Debt, kind: DebtViewKind): DebtTab[] {
  if (kind === 'paymentPlan') return ['plan', 'planInfo'];
  if (debt.debtSummary.state.ended) return ['casePaid', 'info'];
  return [isActivePlan(debt.paymentPlan) ? 'plan' : 'pay', 'info'];
}

export type InfoSection = 'details' | 'plan' | 'payments' | 'actions' | 'others';

/** spec 2: debt information sub-tabs; the plan only when active, others only when involved. */
export function infoSectionsOf(debt: Debt): InfoSection[] {
  const sections: InfoSection[] = ['details'];
  if (isActivePlan(debt.paymentPlan)) sections.push('plan');
  sections.push('payments', 'actions');
  if (debt.othersInvolved.length > 0) sections.push('others');
  return sections;
}

export type ReportKind = 'balance' | 'planConfirmation';

/**
 * spec 2, 6: the report items of the actions menu. None when personal information is hidden
 * (the debt's flag or the debtor's); the plan confirmation only with an active plan.
 */
export function reportsOf(debt: Debt, debtorHidesPersonalInfo: boolean): ReportKind[] {
  if (debt.hidePersonalInfo || debtorHidesPersonalInfo) return [];
  return isActivePlan(debt.paymentPlan) ? ['balance', 'planConfirmation'] : ['balance'];
}

/** spec 4: states 8, 9 and 10 show the end date; 8 says "paid on", the others "ended on". */
export function endTextKeyOf(debt: Debt): 'debt.ended.paidOn' | 'debt.ended.endedOn' | null {
  if (!debt.debtSummary.state.ended) return null;
  return debt.debtSummary.state.state === DebtState.paid
    ? 'debt.ended.paidOn'
    : 'debt.ended.endedOn';
}

/**
 * The debt a route names, if this session sees it. `/payment-plan/{orderNr}` names a debt of a
 * joint plan; the view then shows that plan.
 */
export function findDebt(
  debts: readonly Debt[],
  orderNr: number,
  kind: DebtViewKind,
): { debt: Debt; plan: PaymentPlan | null } | null {
  const debt = debts.find((d) => d.orderNr === orderNr);
  if (!debt) return null;
  if (kind === 'debt')
    return { debt, plan: isActivePlan(debt.paymentPlan) ? debt.paymentPlan : null };
  return isActivePlan(debt.paymentPlan) ? { debt, plan: debt.paymentPlan } : null;
}

/** The debts a joint plan covers, in the plan's order (those this session sees). */
export function debtsOfPlan(debts: readonly Debt[], plan: PaymentPlan): Debt[] {
  return plan.debts.flatMap((p) => debts.filter((d) => d.nr === p.nr));
}

/** A route parameter as an order number (1-8 digits, spec 5), or null. */
export function parseOrderNr(value: string | undefined): number | null {
  return value && /^\d{1,8}$/.test(value) ? Number(value) : null;
}

/** spec 4: plan types 1 and 4 are suggestions the debtor accepts or declines. */
export const isSuggestedPlan = (plan: PaymentPlan | null): plan is PaymentPlan =>
  plan !== null && (plan.paymentPlanType === 1 || plan.paymentPlanType === 4);

/** spec 4, 6: a reclamation only when the debt allows one (never in court), open, with none open. */
export const canMakeReclamation = (debt: Debt): boolean =>
  debt.isReclamationAllowed &&
  !debt.debtSummary.state.ended &&
  debt.debtSummary.state.state !== COMPLAINED_STATE;
