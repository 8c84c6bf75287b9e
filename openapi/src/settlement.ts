/**
 * Settlement (reconciliation) rules of spec section 4 that the portal and the server share.
 * Pure functions on contract shapes and integer cents, nothing else imported, so the portal's
 * dialog and the server's documents and checks read the same rule.
 */
import { DebtState } from './debt-state';
import { cents, type Cents } from './money';
import type { components } from './schema';

type SubpoenaStatus = components['schemas']['SubpoenaStatus'];

/** Debt state 11: in settlement (a settled debt, spec 4). */
export const SETTLEMENT_STATE = DebtState.settlement;
/** Debt state 12: complained (an open complaint; spec 4: a settlement requires none). */
export const COMPLAINED_STATE = DebtState.complained;

/** The six steps of the settlement dialog (spec 4). */
export type SettlementStep = 1 | 2 | 3 | 4 | 5 | 6;

/** What the step mapping reads of a subpoena status (contract `SubpoenaStatus`). */
export type SettlementProgress = Pick<SubpoenaStatus, 'created' | 'signed' | 'paid' | 'paymentNr'>;

/**
 * The dialog step a subpoena status leads to (spec 4): no status step 1; created step 4 (plan
 * calculated); signed step 5; paid without a payment number step 5 (the first installment is
 * pending at the bank); paid with one step 6. On the signing return route (`/reconciliation/verify`)
 * a created status answers null: the verify call, not the stale status, decides the step.
 */
export function settlementStep(
  status: SettlementProgress | null,
  onVerifyRoute = false,
): SettlementStep | null {
  if (!status) return 1;
  if (status.paid) return status.paymentNr === null ? 5 : 6;
  if (status.signed) return 5;
  if (status.created) return onVerifyRoute ? null : 4;
  return 1;
}

/** Whether the first installment has been paid at the bank but not yet booked (step 5, waiting). */
export function settlementPaymentPending(status: SettlementProgress | null): boolean {
  return Boolean(status?.paid) && status?.paymentNr === null;
}

/** Rounds cents up to whole euros (spec 4: the plan summary's installment amounts). */
export function roundUpToEuro(amount: Cents): Cents {
  return cents(Math.ceil(amount / 100) * 100);
}

export interface SettlementInstallment {
  /** YYYY-MM-DD */
  dueDate: string;
  amountCents: Cents;
}

export interface SettlementPlanSummary {
  firstInstallmentCents: Cents;
  firstDueDate: string;
  /** The second installment's amount (the later ones'); null for a plan of one installment. */
  laterInstallmentCents: Cents | null;
  installmentCount: number;
  lastDueDate: string;
}

/**
 * The plan summary of step 4 (spec 4): first installment, later installment, number of
 * installments and the last due date, with the installment amounts rounded up to whole euros.
 * `exact` keeps the cents (the binding plan document states what is paid to the cent).
 * Null for an empty plan. Installments are taken in the order given (the plan's sequence).
 */
export function settlementPlanSummary(
  installments: readonly SettlementInstallment[],
  amounts: 'roundedUp' | 'exact' = 'roundedUp',
): SettlementPlanSummary | null {
  const first = installments[0];
  const last = installments.at(-1);
  if (!first || !last) return null;
  const shown = amounts === 'roundedUp' ? roundUpToEuro : (amount: Cents) => amount;
  const later = installments[1];
  return {
    firstInstallmentCents: shown(first.amountCents),
    firstDueDate: first.dueDate,
    laterInstallmentCents: later ? shown(later.amountCents) : null,
    installmentCount: installments.length,
    lastDueDate: last.dueDate,
  };
}

/** spec 4: an open complaint is a debt in state 12 (the server also counts open reclamations). */
export function hasOpenComplaint(debtStates: readonly number[]): boolean {
  return debtStates.includes(COMPLAINED_STATE);
}

export interface SettlementOfferInput {
  /** `Reconciliation.available` */
  available: boolean;
  /** `Reconciliation.subpoenas[].status`, in the contract's order. */
  subpoenaStatuses: readonly (SettlementProgress | null)[];
  /** Any debt of the settlement with an open complaint (see `hasOpenComplaint`). */
  openComplaint: boolean;
}

/**
 * Whether the settlement offer (and its dialog) shows (spec 4): only when offered, when the
 * first subpoena's status still leads to a step of the dialog (a completed settlement, step 6,
 * has its own completion notice), and never with an open complaint.
 */
export function settlementOfferShows(input: SettlementOfferInput): boolean {
  if (!input.available || input.openComplaint) return false;
  if (input.subpoenaStatuses.length === 0) return false;
  return settlementStep(input.subpoenaStatuses[0] ?? null) !== 6;
}
