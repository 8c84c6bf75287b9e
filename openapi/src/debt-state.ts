/**
 * The debt states of spec 3 and 4 by name, the contract's `DebtStateCode` numbers defined once:
 * the portal's cards and rules, the server's rules, SQL, PDFs and data export all read them here.
 */
import type { components } from './schema';

export type DebtStateCode = components['schemas']['DebtStateCode'];

export const DebtState = {
  /** 1: the creditor's invoice. */
  billing: 1,
  /** 2: reminders sent. */
  reminding: 2,
  /** 3: in collection. */
  collection: 3,
  /** 4: in court (pay now; no reclamation). */
  court: 4,
  /** 5: in distraint (enforcement): still paid here, with a payment warning. */
  distraint: 5,
  /** 6: in debt restructuring: paid only under the court-confirmed programme. */
  restructuring: 6,
  /** 7: under bankruptcy supervision. */
  bankruptcySupervision: 7,
  /** 8: paid. */
  paid: 8,
  /** 9: ended. */
  ended: 9,
  /** 10: groundless. */
  groundless: 10,
  /** 11: in settlement. */
  settlement: 11,
  /** 12: complained (an open complaint under review). */
  complained: 12,
} as const satisfies Record<string, DebtStateCode>;

/** Every state, in number order (the PDFs' and the export's label tables). */
export const DEBT_STATES = Object.values(DebtState).sort(
  (a, b) => a - b,
) as readonly DebtStateCode[];

/** spec 4: paid, ended and groundless debts have ended and go to the archive. */
export const ENDED_STATES = [DebtState.paid, DebtState.ended, DebtState.groundless] as const;

export function isEnded(state: number): boolean {
  return (ENDED_STATES as readonly number[]).includes(state);
}

export function isDebtStateCode(value: unknown): value is DebtStateCode {
  return (DEBT_STATES as readonly unknown[]).includes(value);
}
