/**
 * The parts of the debtor's snapshot (`GET /api/debtor`) and the table each part's rows come
 * from, in one list (`SNAPSHOT_ROWS`): the snapshot's types here, the JSON document the statement
 * answers and the reading of it (debtor-snapshot-sql.ts) all follow it, and the former 24-query
 * read the snapshot test compares with (test/helpers/reference-debtor-snapshot.ts) is typed by
 * it. Apart from the SQL that reads them and the repository that runs it, so neither imports the
 * other.
 */
import {
  bankAccounts,
  bills,
  debtorAddresses,
  debtorEmails,
  debtorPhones,
  debtors,
  debts,
  expirationActions,
  installments,
  invoiceCopyRequests,
  othersInvolved,
  paymentPlanDebts,
  paymentPlans,
  payments,
  reconciliations,
  subpoenaStatuses,
  subpoenas,
} from '../db/schema';

/** Each part of the snapshot that is rows of one table, by the name the statement gives it. */
export const SNAPSHOT_ROWS = {
  addresses: debtorAddresses,
  emails: debtorEmails,
  phones: debtorPhones,
  bankAccounts,
  debts,
  bills,
  payments,
  actions: expirationActions,
  others: othersInvolved,
  plans: paymentPlans,
  planDebts: paymentPlanDebts,
  installments,
  /** Payments booked on the plans above, to any of their debts. */
  planPayments: payments,
  invoiceCopyRequests,
  subpoenas,
  subpoenaStatuses,
} as const;

/** The parts that are one row of a table (or none). */
export const SNAPSHOT_ROW = { debtor: debtors, reconciliation: reconciliations } as const;

export type DebtorRow = typeof debtors.$inferSelect;
export type DebtRow = typeof debts.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PlanRow = typeof paymentPlans.$inferSelect;
export type InstallmentRow = typeof installments.$inferSelect;

type RowParts = typeof SNAPSHOT_ROWS;

/** The parts that are not table rows: counts, flags and the subpoenas' debts. */
export interface SnapshotFigures {
  /** Counts over all the debtor's debts (for the multiple-debts notice), not only the scope. */
  openDebtCount: number;
  hasUpiOrders: boolean;
  subpoenaDebts: { subpoenaNr: number; debtNr: number; orderNr: number }[];
  /** A pending payment of the debtor has reached its settlement time (settle, then read again). */
  settleDue: boolean;
}

/** Everything `GET /api/debtor` shows, read within the session's scope. */
export type DebtorSnapshot = { [K in keyof RowParts]: RowParts[K]['$inferSelect'][] } & {
  debtor: DebtorRow;
  reconciliation: typeof reconciliations.$inferSelect | null;
} & SnapshotFigures;
