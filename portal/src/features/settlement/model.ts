import {
  settlementStep,
  toCents,
  type Cents,
  type Schemas,
  type SettlementStep,
} from '@portal/openapi';
import type { DebtorData } from '../debtor';

export interface SettlementRow {
  sequence: number;
  dueDate: string;
  amount: Cents;
  capital: Cents;
  costs: Cents;
  interest: Cents;
}

/** The settlement plan as calculated by the server (step 4), in cents. */
export interface SettlementFigures {
  rows: SettlementRow[];
  totalCapital: Cents;
  totalInterest: Cents;
  totalCost: Cents;
}

export function settlementFigures(result: Schemas['CalculationResult']): SettlementFigures {
  return {
    rows: result.paymentPlan.installments.map((row) => ({
      sequence: row.sequence,
      dueDate: row.dueDate,
      amount: toCents(row.amount),
      capital: toCents(row.capital),
      costs: toCents(row.costs),
      interest: toCents(row.interest),
    })),
    totalCapital: toCents(result.totalCapital),
    totalInterest: toCents(result.totalInterest),
    totalCost: toCents(result.totalCost),
  };
}

/** The settlement the debtor is offered: the first subpoena, its debts and where it stands. */
export interface SettlementCase {
  subpoenaNr: number;
  statusNr: number | null;
  debtNrs: number[];
  /** The step the subpoena's status leads to (spec 4). */
  step: SettlementStep;
  /** The first installment was paid at the bank and waits for booking (step 5). */
  paymentPending: boolean;
}

export function settlementCase(data: DebtorData): SettlementCase | null {
  const subpoena = data.reconciliation?.subpoenas[0];
  if (!subpoena) return null;
  const status = subpoena.status;
  return {
    subpoenaNr: subpoena.nr,
    statusNr: status?.nr ?? null,
    debtNrs: data.debts.filter((d) => subpoena.orderNrs.includes(d.orderNr)).map((d) => d.nr),
    step: settlementStep(status) ?? 4,
    paymentPending: Boolean(status?.paid) && status?.paymentNr === null,
  };
}
