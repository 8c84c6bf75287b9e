/**
 * The server's settlement rules (spec 4), pure: the plan's terms, which operation a settlement's
 * state allows, and which debts may be settled. The rules the portal shares (dialog step, plan
 * summary, rounding, when the offer shows) are in `@portal/openapi/settlement`.
 *
 * The repository repeats the state conditions in its guarded UPDATEs (the database decides a
 * race); these functions decide first, so a refusal is answered before anything is written.
 */
import { hasOpenComplaint } from '@portal/openapi/settlement';
import { isEnded } from './debt-rules';
import type { DateSelection } from './plan-calculation';

/** Designed: a settlement is paid in at most 12 monthly installments ... */
export const SETTLEMENT_MAX_MONTHS = 12;
/** ... of at least 50 euros (the last one may be smaller). */
export const SETTLEMENT_MIN_INSTALLMENT_CENTS = 5000;
/** Installments fall on the 1st of the month. */
export const SETTLEMENT_DATE_SELECTION: DateSelection = 0;
/** The plan type a paid settlement's plan becomes (active). */
export const SETTLED_PLAN_TYPE = 0;
/** How long a signing task started by sign stays usable. */
export const SIGNING_TTL_MS = 10 * 60 * 1000;

/** A stored settlement (subpoena status) as the rules read it. */
export interface SettlementState {
  planNr: number | null;
  signed: Date | null;
  paid: Date | null;
  paymentNr: number | null;
  cancelledAt: Date | null;
}

export type SettlementOperation =
  | 'calculate'
  | 'create'
  | 'sign'
  | 'url'
  | 'cancel'
  /** The first installment may be paid (a payment form made for it, its bank return applied). */
  | 'payFirstInstallment';

/**
 * Whether a settlement in this state allows the operation. Create on a stored plan is allowed
 * (the repeat answers the same); cancel stops once the first installment is paid at the bank
 * (`paid` is set while the payment is pending, spec 4 step 5), since the money cannot be undone.
 */
export function settlementAllows(operation: SettlementOperation, s: SettlementState): boolean {
  if (s.cancelledAt) return false;
  switch (operation) {
    case 'calculate':
      return true;
    case 'create':
    case 'url':
      return !s.signed;
    case 'sign':
      return !s.signed && s.planNr !== null;
    case 'cancel':
      return !s.paid;
    case 'payFirstInstallment':
      return Boolean(s.signed) && !s.paid && s.planNr !== null;
  }
}

/**
 * spec 4: debts may be settled (started, stored, signed) while none has ended and none has an
 * open complaint (state 12 or an open reclamation, `openReclamation`).
 */
export function debtsAllowSettlement(debtStates: readonly number[], openReclamation: boolean) {
  if (debtStates.length === 0) return false;
  return !debtStates.some(isEnded) && !hasOpenComplaint(debtStates) && !openReclamation;
}

/** Whether the first installment is fully paid (what books the settlement as paid). */
export function firstInstallmentPaid(
  first: { amountCents: number; paidCents: number } | undefined,
): boolean {
  return first !== undefined && first.paidCents >= first.amountCents;
}

/** The same debts, in any order. */
export function sameDebts(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (x: readonly number[]) => [...x].sort((p, q) => p - q).join();
  return sorted(a) === sorted(b);
}
