/**
 * The row types of the debtor's snapshot (`GET /api/debtor`), apart from the SQL that reads them
 * (debtor-snapshot-sql.ts) and the repository that runs it, so neither imports the other.
 */
import type {
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

export type DebtorRow = typeof debtors.$inferSelect;
export type DebtRow = typeof debts.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PlanRow = typeof paymentPlans.$inferSelect;
export type InstallmentRow = typeof installments.$inferSelect;

/** Everything `GET /api/debtor` shows, read within the session's scope. */
export interface DebtorSnapshot {
  debtor: DebtorRow;
  addresses: (typeof debtorAddresses.$inferSelect)[];
  emails: (typeof debtorEmails.$inferSelect)[];
  phones: (typeof debtorPhones.$inferSelect)[];
  bankAccounts: (typeof bankAccounts.$inferSelect)[];
  /** Counts over all the debtor's debts (for the multiple-debts notice), not only the scope. */
  openDebtCount: number;
  hasUpiOrders: boolean;
  debts: DebtRow[];
  bills: BillRow[];
  payments: PaymentRow[];
  actions: (typeof expirationActions.$inferSelect)[];
  others: (typeof othersInvolved.$inferSelect)[];
  plans: PlanRow[];
  planDebts: (typeof paymentPlanDebts.$inferSelect)[];
  installments: InstallmentRow[];
  /** Payments booked on the plans above, for debts in scope. */
  planPayments: PaymentRow[];
  invoiceCopyRequests: (typeof invoiceCopyRequests.$inferSelect)[];
  reconciliation: typeof reconciliations.$inferSelect | null;
  subpoenas: (typeof subpoenas.$inferSelect)[];
  subpoenaDebts: { subpoenaNr: number; debtNr: number; orderNr: number }[];
  subpoenaStatuses: (typeof subpoenaStatuses.$inferSelect)[];
  /** A pending payment of the debtor has reached its settlement time (settle, then read again). */
  settleDue: boolean;
}
