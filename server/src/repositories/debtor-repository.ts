import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
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
  subpoenaDebts,
  subpoenaStatuses,
  subpoenas,
} from '../db/schema';
import { ENDED_STATES } from '../services/debt-rules';
import { debtScope, type Session } from '../services/sessions';

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
}

export class DebtorRepository {
  constructor(private readonly db: Db) {}

  async findDebtor(debtorNr: number): Promise<DebtorRow | undefined> {
    const [row] = await this.db.select().from(debtors).where(eq(debtors.nr, debtorNr));
    return row;
  }

  /** Debts the session reaches. */
  scopedDebts(session: Session): Promise<DebtRow[]> {
    return this.db.select().from(debts).where(debtScope(session)).orderBy(asc(debts.nr));
  }

  async scopedDebt(session: Session, debtNr: number): Promise<DebtRow | undefined> {
    const [row] = await this.db
      .select()
      .from(debts)
      .where(and(debtScope(session), eq(debts.nr, debtNr)));
    return row;
  }

  async scopedDebtByOrder(session: Session, orderNr: number): Promise<DebtRow | undefined> {
    const [row] = await this.db
      .select()
      .from(debts)
      .where(and(debtScope(session), eq(debts.orderNr, orderNr)));
    return row;
  }

  async snapshot(session: Session): Promise<DebtorSnapshot | null> {
    const db = this.db;
    const debtorNr = session.debtorNr;
    const [debtor, scoped, counts, addresses, emails, phones, accounts, reconciliation] =
      await Promise.all([
        this.findDebtor(debtorNr),
        this.scopedDebts(session),
        db
          .select({
            open: sql<number>`count(*) FILTER (WHERE ${notInArray(debts.state, [...ENDED_STATES])})::int`,
            upi: sql<boolean>`coalesce(bool_or(${debts.upiOrder}), false)`,
          })
          .from(debts)
          .where(eq(debts.debtorNr, debtorNr)),
        db
          .select()
          .from(debtorAddresses)
          .where(eq(debtorAddresses.debtorNr, debtorNr))
          .orderBy(asc(debtorAddresses.sort)),
        db
          .select()
          .from(debtorEmails)
          .where(eq(debtorEmails.debtorNr, debtorNr))
          .orderBy(asc(debtorEmails.id)),
        db
          .select()
          .from(debtorPhones)
          .where(eq(debtorPhones.debtorNr, debtorNr))
          .orderBy(asc(debtorPhones.id)),
        db
          .select()
          .from(bankAccounts)
          .where(eq(bankAccounts.debtorNr, debtorNr))
          .orderBy(desc(bankAccounts.id)),
        db.select().from(reconciliations).where(eq(reconciliations.debtorNr, debtorNr)),
      ]);
    if (!debtor) return null;
    const debtNrs = scoped.map((d) => d.nr);
    const anyDebt = debtNrs.length > 0 ? debtNrs : [-1];

    const [billRows, paymentRows, actionRows, otherRows, planLinks, invoiceRows, subpoenaLinks] =
      await Promise.all([
        db.select().from(bills).where(inArray(bills.debtNr, anyDebt)).orderBy(asc(bills.nr)),
        db
          .select()
          .from(payments)
          .where(inArray(payments.debtNr, anyDebt))
          .orderBy(desc(payments.paymentDate), desc(payments.nr)),
        db
          .select()
          .from(expirationActions)
          .where(inArray(expirationActions.debtNr, anyDebt))
          .orderBy(desc(expirationActions.actionDate), desc(expirationActions.nr)),
        db
          .select()
          .from(othersInvolved)
          .where(inArray(othersInvolved.debtNr, anyDebt))
          .orderBy(asc(othersInvolved.id)),
        db
          .select({ planNr: paymentPlanDebts.planNr })
          .from(paymentPlanDebts)
          .innerJoin(paymentPlans, eq(paymentPlans.nr, paymentPlanDebts.planNr))
          .where(
            and(
              inArray(paymentPlanDebts.debtNr, anyDebt),
              eq(paymentPlans.debtorNr, debtorNr),
              isNull(paymentPlans.endedAt),
            ),
          ),
        db
          .select()
          .from(invoiceCopyRequests)
          .where(
            and(
              inArray(invoiceCopyRequests.debtNr, anyDebt),
              eq(invoiceCopyRequests.status, 'pending'),
            ),
          )
          .orderBy(desc(invoiceCopyRequests.nr)),
        db
          .select({ subpoenaNr: subpoenaDebts.subpoenaNr })
          .from(subpoenaDebts)
          .innerJoin(subpoenas, eq(subpoenas.nr, subpoenaDebts.subpoenaNr))
          .where(and(inArray(subpoenaDebts.debtNr, anyDebt), eq(subpoenas.debtorNr, debtorNr))),
      ]);

    const planNrs = [...new Set(planLinks.map((l) => l.planNr))];
    const anyPlan = planNrs.length > 0 ? planNrs : [-1];
    const subpoenaNrs = [...new Set(subpoenaLinks.map((l) => l.subpoenaNr))];
    const anySubpoena = subpoenaNrs.length > 0 ? subpoenaNrs : [-1];

    const [
      plans,
      planDebts,
      installmentRows,
      planPayments,
      subpoenaRows,
      subpoenaDebtRows,
      statusRows,
    ] = await Promise.all([
      db
        .select()
        .from(paymentPlans)
        .where(inArray(paymentPlans.nr, anyPlan))
        .orderBy(asc(paymentPlans.nr)),
      db.select().from(paymentPlanDebts).where(inArray(paymentPlanDebts.planNr, anyPlan)),
      db
        .select()
        .from(installments)
        .where(inArray(installments.planNr, anyPlan))
        .orderBy(asc(installments.planNr), asc(installments.sequence)),
      db
        .select()
        .from(payments)
        .where(and(inArray(payments.planNr, anyPlan), inArray(payments.debtNr, anyDebt)))
        .orderBy(desc(payments.paymentDate), desc(payments.nr)),
      db
        .select()
        .from(subpoenas)
        .where(inArray(subpoenas.nr, anySubpoena))
        .orderBy(asc(subpoenas.nr)),
      db
        .select({
          subpoenaNr: subpoenaDebts.subpoenaNr,
          debtNr: subpoenaDebts.debtNr,
          orderNr: debts.orderNr,
        })
        .from(subpoenaDebts)
        .innerJoin(debts, eq(debts.nr, subpoenaDebts.debtNr))
        .where(and(inArray(subpoenaDebts.subpoenaNr, anySubpoena), eq(debts.debtorNr, debtorNr)))
        .orderBy(asc(debts.orderNr)),
      db
        .select()
        .from(subpoenaStatuses)
        .where(
          and(
            inArray(subpoenaStatuses.subpoenaNr, anySubpoena),
            isNull(subpoenaStatuses.cancelledAt),
          ),
        )
        .orderBy(desc(subpoenaStatuses.nr)),
    ]);

    return {
      debtor,
      addresses,
      emails,
      phones,
      bankAccounts: accounts,
      openDebtCount: Number(counts[0]?.open ?? 0),
      hasUpiOrders: Boolean(counts[0]?.upi),
      debts: scoped,
      bills: billRows,
      payments: paymentRows,
      actions: actionRows,
      others: otherRows,
      plans,
      planDebts,
      installments: installmentRows,
      planPayments,
      invoiceCopyRequests: invoiceRows,
      reconciliation: reconciliation[0] ?? null,
      subpoenas: subpoenaRows,
      subpoenaDebts: subpoenaDebtRows,
      subpoenaStatuses: statusRows,
    };
  }

  /** A plan of the debtor that touches a debt in the session's scope. */
  async scopedPlan(session: Session, planNr: number) {
    const [plan] = await this.db
      .select()
      .from(paymentPlans)
      .where(
        and(
          eq(paymentPlans.nr, planNr),
          eq(paymentPlans.debtorNr, session.debtorNr),
          isNull(paymentPlans.endedAt),
          sql`EXISTS (SELECT 1 FROM ${paymentPlanDebts} INNER JOIN ${debts} ON ${debts.nr} = ${paymentPlanDebts.debtNr}
                      WHERE ${paymentPlanDebts.planNr} = ${paymentPlans.nr} AND ${debtScope(session)})`,
        ),
      );
    if (!plan) return null;
    const [links, rows] = await Promise.all([
      this.db
        .select({
          debtNr: paymentPlanDebts.debtNr,
          orderNr: debts.orderNr,
          creditorName: debts.creditorName,
        })
        .from(paymentPlanDebts)
        .innerJoin(debts, eq(debts.nr, paymentPlanDebts.debtNr))
        .where(eq(paymentPlanDebts.planNr, planNr))
        .orderBy(asc(debts.nr)),
      this.db
        .select()
        .from(installments)
        .where(eq(installments.planNr, planNr))
        .orderBy(asc(installments.sequence)),
    ]);
    return { plan, debts: links, installments: rows };
  }

  async billsOf(debtNr: number): Promise<BillRow[]> {
    return this.db.select().from(bills).where(eq(bills.debtNr, debtNr)).orderBy(asc(bills.nr));
  }

  async paymentsOf(debtNr: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(eq(payments.debtNr, debtNr))
      .orderBy(asc(payments.paymentDate));
  }

  async firstAddress(debtorNr: number) {
    const [row] = await this.db
      .select()
      .from(debtorAddresses)
      .where(eq(debtorAddresses.debtorNr, debtorNr))
      .orderBy(asc(debtorAddresses.sort))
      .limit(1);
    return row;
  }
}
