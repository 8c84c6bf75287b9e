/**
 * The debtor snapshot as it was read before it became one statement (`DebtorRepository.snapshot`):
 * 24 plain drizzle queries in three rounds. Kept only as the oracle of
 * `test/debtor-snapshot.test.ts`, which demands that both give the same `GET /api/debtor` answer
 * for every persona; it is simple enough to trust by reading.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
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
} from '../../src/db/schema';
import type { DebtorSnapshot } from '../../src/repositories/debtor-repository';
import { ENDED_STATES } from '../../src/rules/debt-rules';
import { debtScope } from '../../src/repositories/debt-scope';
import type { Session } from '../../src/rules/session';

export async function referenceSnapshot(db: Db, session: Session): Promise<DebtorSnapshot | null> {
  const debtorNr = session.debtorNr;
  const [debtor, scoped, counts, addresses, emails, phones, accounts, reconciliation] =
    await Promise.all([
      db
        .select()
        .from(debtors)
        .where(eq(debtors.nr, debtorNr))
        .then((r) => r[0]),
      db.select().from(debts).where(debtScope(session)).orderBy(asc(debts.nr)),
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
      // Every payment of a visible plan, to any of its debts (the plan's figures count them all).
      .where(inArray(payments.planNr, anyPlan))
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
    settleDue: false,
  };
}
