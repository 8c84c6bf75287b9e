import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, type PreparedRead, preparedRead, runPreparedRead } from '../db/client';
import {
  bills,
  debtorAddresses,
  debtors,
  debts,
  installments,
  paymentPlanDebts,
  paymentPlans,
  payments,
  paymentTransactionItems,
  paymentTransactions,
} from '../db/schema';
import {
  read,
  settleDueSql,
  type SnapshotJson,
  snapshotFromJson,
  snapshotQuery,
  snapshotValues,
} from './debtor-snapshot-sql';
import { debtScope, debtScopeOf } from './debt-scope';
import type { Session, SessionLevel } from '../rules/session';

import type {
  BillRow,
  DebtorRow,
  DebtorSnapshot,
  DebtRow,
  InstallmentRow,
  PaymentRow,
  PlanRow,
} from './debtor-rows';

export type {
  BillRow,
  DebtorRow,
  DebtorSnapshot,
  DebtRow,
  InstallmentRow,
  PaymentRow,
  PlanRow,
} from './debtor-rows';

/** One statement per session level, compiled on first use (`preparedRead`); exported for tests. */
function perLevel(build: (level: SessionLevel) => PreparedRead) {
  const reads = new Map<SessionLevel, PreparedRead>();
  return (level: SessionLevel): PreparedRead => {
    let read = reads.get(level);
    if (!read) reads.set(level, (read = build(level)));
    return read;
  };
}

export const snapshotRead = perLevel((level) =>
  preparedRead(`debtor_snapshot_${level}`, snapshotQuery(level)),
);

export const pendingPaymentsRead = perLevel((level) => {
  const debtorNr = sql.placeholder('debtorNr');
  return preparedRead(
    `pending_payments_${level}`,
    sql`SELECT ${settleDueSql(debtorNr, sql.placeholder('now'))} AS settle_due,
        (SELECT coalesce(json_agg(json_build_object(
                  'id', p.id, 'paymentType', p.payment_type, 'debtNr', p.debt_nr,
                  'amountCents', p.amount_cents)), '[]'::json)
         FROM (SELECT t.id, t.payment_type, i.debt_nr, i.amount_cents
               FROM ${paymentTransactions} t
               JOIN ${paymentTransactionItems} i ON i.transaction_id = t.id
               JOIN ${debts} ON ${debts.nr} = i.debt_nr
               WHERE t.debtor_nr = ${debtorNr} AND t.status = 'pending'
                 AND ${debtScopeOf(level, debtorNr, sql.placeholder('scopeDebtNr'))}
               ORDER BY t.id DESC, i.id) p) AS rows`,
  );
});

export const debtWithPlanRead = perLevel((level) =>
  preparedRead(
    `debt_with_plan_${level}`,
    sql`SELECT row_to_json(${debts}) AS debt,
        CASE WHEN plan.nr IS NULL THEN NULL ELSE row_to_json(plan) END AS plan,
        (SELECT coalesce(json_agg(i), '[]'::json)
         FROM (SELECT * FROM ${installments} WHERE ${installments.planNr} = plan.nr
               ORDER BY ${installments.sequence}) i) AS installments
      FROM ${debts}
      LEFT JOIN LATERAL (
        SELECT p.* FROM ${paymentPlanDebts} l JOIN ${paymentPlans} p ON p.nr = l.plan_nr
        WHERE l.debt_nr = ${debts.nr} AND p.ended_at IS NULL
        ORDER BY p.nr LIMIT 1
      ) plan ON true
      WHERE ${debtScopeOf(level, sql.placeholder('debtorNr'), sql.placeholder('scopeDebtNr'))}
        AND ${debts.nr} = ${sql.placeholder('debtNr')}`,
  ),
);

/** One debt's part of a payment pending at the provider. */
export interface PendingPaymentRow {
  id: number;
  paymentType: string;
  debtNr: number;
  /** Integer cents, as the payment's item stored it. */
  amountCents: number;
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

  /**
   * Everything `GET /api/debtor` shows, in one statement: one JSON document of row sets (see
   * `snapshotQuery`). `now` is when a pending payment counts as due for settlement
   * (`settleDue`); the caller settles and reads again in that rare case.
   */
  async snapshot(session: Session, now: Date): Promise<DebtorSnapshot | null> {
    const [row] = await runPreparedRead<{ snapshot: SnapshotJson | string }>(
      this.db,
      snapshotRead(session.level),
      snapshotValues(session, now),
    );
    const json = row?.snapshot;
    if (!json) return null;
    return snapshotFromJson(typeof json === 'string' ? (JSON.parse(json) as SnapshotJson) : json);
  }

  /**
   * The debtor's payments pending at the provider on debts in the session's scope (newest
   * first, one row per debt and payment, with the amount stored for that debt when the bank
   * flow started), and whether any of the debtor's pending payments is due for
   * settlement: one statement.
   */
  async pendingPayments(
    session: Session,
    now: Date,
  ): Promise<{ settleDue: boolean; rows: PendingPaymentRow[] }> {
    const [row] = await runPreparedRead<{
      settle_due: boolean;
      rows: PendingPaymentRow[] | string;
    }>(this.db, pendingPaymentsRead(session.level), snapshotValues(session, now));
    const rows = row?.rows ?? [];
    return {
      settleDue: Boolean(row?.settle_due),
      rows: typeof rows === 'string' ? JSON.parse(rows) : rows,
    };
  }

  /**
   * A debt in the session's scope with its first open plan (lowest number) and that plan's
   * installments in order, in one statement; undefined when the debt is not in scope.
   */
  async debtWithPlan(
    session: Session,
    debtNr: number,
  ): Promise<{ debt: DebtRow; plan: PlanRow | null; installments: InstallmentRow[] } | undefined> {
    type Json = Record<string, unknown>;
    const [row] = await runPreparedRead<{
      debt: Json | string;
      plan: Json | string | null;
      installments: Json[] | string;
    }>(this.db, debtWithPlanRead(session.level), {
      debtorNr: session.debtorNr,
      scopeDebtNr: session.scopeDebtNr ?? -1,
      debtNr,
    });
    if (!row) return undefined;
    const json = <T>(value: T | string): T =>
      typeof value === 'string' ? (JSON.parse(value) as T) : value;
    const plan = row.plan === null ? null : read.plan(json(row.plan));
    return {
      debt: read.debt(json(row.debt)),
      plan,
      installments: plan ? json(row.installments).map(read.installment) : [],
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
