/**
 * `GET /api/debtor` in one SQL statement: every row set the answer is built from, aggregated into
 * one JSON document (`json_agg`), so a request costs one round trip instead of 24 statements in
 * three rounds. The rows keep their table shape (the same objects drizzle's `select()` gives);
 * the contract's derived rules stay in `services/debtor.ts`, where they are unit tested.
 * Plain SQL both PostgreSQL 15 and PGlite (18) accept.
 */
import { type Column, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { debts, installments, paymentPlans } from '../db/schema';
import { ENDED_STATES } from '../rules/debt-rules';
import { debtScopeOf } from './debt-scope';
import type { Session, SessionLevel } from '../rules/session';
import {
  type DebtorSnapshot,
  SNAPSHOT_ROW,
  SNAPSHOT_ROWS,
  type SnapshotFigures,
} from './debtor-rows';

const ENDED_LIST = sql.raw(ENDED_STATES.join(', '));

/** `state NOT IN (…)`: a debt that has not ended, from `ENDED_STATES` (the one list). */
export function openStateSql(state: SQL | AnyPgColumn): SQL {
  return sql`${state} NOT IN (${ENDED_LIST})`;
}

type JsonRow = Record<string, unknown>;

/**
 * The document `snapshotQuery` answers: rows as `row_to_json` writes them (SQL column names),
 * one array per part of `SNAPSHOT_ROWS`.
 */
export type SnapshotJson = { [K in keyof typeof SNAPSHOT_ROWS]: JsonRow[] } & {
  debtor: JsonRow | null;
  reconciliation: JsonRow | null;
} & SnapshotFigures;

/**
 * The rows of a table, ordered, as a JSON array (never null). The rows are sorted in a subquery
 * (which PostgreSQL never flattens, so `json_agg` receives them in that order), not by
 * `json_agg(… ORDER BY …)`: an ordered aggregate sets up a sort of its own, and the statement's
 * seventeen of them made each run allocate and release about 1 MB, which the server's allocator
 * handed back to the system and faulted in again every time (about 230 page faults and 0.4 ms
 * of system time per request on PostgreSQL 15; 0.7 ms in all against 0.3 ms this way).
 * It is glibc's heap trimming in the backend (with MALLOC_TRIM_THRESHOLD_ and
 * MALLOC_MMAP_THRESHOLD_ raised in the server's environment both forms cost the same), so it is
 * a cliff: a change of this statement's memory use can fall off it again (selecting only the
 * debts' shown columns in `scoped` did: 320 faults a run). Compare the backend's minor faults
 * per run before and after changing it.
 */
function rows(from: SQL, orderBy: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(t), '[]'::json) FROM (SELECT t.* FROM ${from} ORDER BY ${orderBy}) t)`;
}

/** The placeholders of the snapshot statement; `snapshotValues` gives their values. */
const DEBTOR_NR = sql.placeholder('debtorNr');
const SCOPE_DEBT_NR = sql.placeholder('scopeDebtNr');
const NOW = sql.placeholder('now');

/** The values of `snapshotQuery`'s placeholders (and `settleDueSql`'s) for a session. */
export function snapshotValues(session: Session, now: Date) {
  return {
    debtorNr: session.debtorNr,
    scopeDebtNr: session.scopeDebtNr ?? -1,
    now: now.toISOString(),
  };
}

/**
 * The statement, compiled once per session level; the session's values are placeholders
 * (`snapshotValues`). `scoped` are the debts the session reaches; plans and subpoenas are those
 * that touch a scoped debt, as before. Orders are those of the former separate queries, with a
 * unique last key so ties cannot reorder the answer.
 */
export function snapshotQuery(level: SessionLevel): SQL {
  const d = DEBTOR_NR;
  const inScope = sql.raw('(SELECT nr FROM scoped)');
  const inPlans = sql.raw('(SELECT nr FROM plan_nrs)');
  const inSubpoenas = sql.raw('(SELECT nr FROM subpoena_nrs)');
  return sql`
WITH scoped AS (SELECT * FROM ${debts} WHERE ${debtScopeOf(level, d, SCOPE_DEBT_NR)}),
plan_nrs AS (
  SELECT DISTINCT l.plan_nr AS nr FROM payment_plan_debts l
  JOIN payment_plans p ON p.nr = l.plan_nr
  WHERE l.debt_nr IN ${inScope} AND p.debtor_nr = ${d} AND p.ended_at IS NULL
),
subpoena_nrs AS (
  SELECT DISTINCT sd.subpoena_nr AS nr FROM subpoena_debts sd
  JOIN subpoenas s ON s.nr = sd.subpoena_nr
  WHERE sd.debt_nr IN ${inScope} AND s.debtor_nr = ${d}
)
SELECT json_build_object(
  'debtor', (SELECT row_to_json(t) FROM debtors t WHERE t.nr = ${d}),
  'addresses', ${rows(sql`debtor_addresses t WHERE t.debtor_nr = ${d}`, sql`t.sort, t.id`)},
  'emails', ${rows(sql`debtor_emails t WHERE t.debtor_nr = ${d}`, sql`t.id`)},
  'phones', ${rows(sql`debtor_phones t WHERE t.debtor_nr = ${d}`, sql`t.id`)},
  'bankAccounts', ${rows(sql`bank_accounts t WHERE t.debtor_nr = ${d}`, sql`t.id DESC`)},
  'openDebtCount', (SELECT count(*) FILTER (WHERE ${openStateSql(sql.raw('t.state'))})
                    FROM debts t WHERE t.debtor_nr = ${d}),
  'hasUpiOrders', (SELECT coalesce(bool_or(t.upi_order), false) FROM debts t WHERE t.debtor_nr = ${d}),
  'debts', ${rows(sql`scoped t`, sql`t.nr`)},
  'bills', ${rows(sql`bills t WHERE t.debt_nr IN ${inScope}`, sql`t.nr`)},
  'payments', ${rows(sql`payments t WHERE t.debt_nr IN ${inScope}`, sql`t.payment_date DESC, t.nr DESC`)},
  'actions', ${rows(sql`expiration_actions t WHERE t.debt_nr IN ${inScope}`, sql`t.action_date DESC, t.nr DESC`)},
  'others', ${rows(sql`others_involved t WHERE t.debt_nr IN ${inScope}`, sql`t.id`)},
  'plans', ${rows(sql`payment_plans t WHERE t.nr IN ${inPlans}`, sql`t.nr`)},
  'planDebts', ${rows(sql`payment_plan_debts t WHERE t.plan_nr IN ${inPlans}`, sql`t.plan_nr, t.debt_nr`)},
  'installments', ${rows(sql`installments t WHERE t.plan_nr IN ${inPlans}`, sql`t.plan_nr, t.sequence`)},
  'planPayments', ${rows(
    // All of a visible plan's payments, to any of its debts, so that what it says is paid adds up
    // to the payments it lists (its installments and summary cover every debt of the plan too).
    sql`payments t WHERE t.plan_nr IN ${inPlans}`,
    sql`t.payment_date DESC, t.nr DESC`,
  )},
  'invoiceCopyRequests', ${rows(
    sql`invoice_copy_requests t WHERE t.debt_nr IN ${inScope} AND t.status = 'pending'`,
    sql`t.nr DESC`,
  )},
  'reconciliation', (SELECT row_to_json(t) FROM reconciliations t WHERE t.debtor_nr = ${d}),
  'subpoenas', ${rows(sql`subpoenas t WHERE t.nr IN ${inSubpoenas}`, sql`t.nr`)},
  'subpoenaDebts', (
    SELECT coalesce(json_agg(json_build_object(
             'subpoenaNr', l.subpoena_nr, 'debtNr', l.debt_nr, 'orderNr', l.order_nr)), '[]'::json)
    FROM (SELECT sd.subpoena_nr, sd.debt_nr, d.order_nr
          FROM subpoena_debts sd JOIN debts d ON d.nr = sd.debt_nr
          WHERE sd.subpoena_nr IN ${inSubpoenas} AND d.debtor_nr = ${d}
          ORDER BY d.order_nr, sd.subpoena_nr) l),
  'subpoenaStatuses', ${rows(
    sql`subpoena_statuses t WHERE t.subpoena_nr IN ${inSubpoenas} AND t.cancelled_at IS NULL`,
    sql`t.nr DESC`,
  )},
  'settleDue', ${settleDueSql(d, NOW)}
) AS snapshot`;
}

/**
 * True when a pending payment of the debtor has reached its settlement time: the condition of
 * `PaymentService.settleDue`, asked inside a read so that the read costs no extra statement.
 * `now` is an ISO timestamp (or a placeholder of one).
 */
export function settleDueSql(debtorNr: number | Placeholder, now: string | Placeholder): SQL {
  return sql`EXISTS (
    SELECT 1 FROM payment_transactions due
    WHERE due.debtor_nr = ${debtorNr} AND due.status = 'pending'
      AND due.settle_at IS NOT NULL AND due.settle_at <= ${now}::timestamptz)`;
}

const tableColumns = new WeakMap<PgTable, (readonly [string, string, Column])[]>();

/** A table's columns as (property, SQL name, column), worked out once per table. */
function columnsOf(table: PgTable) {
  let columns = tableColumns.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(
      ([key, column]) => [key, column.name, column] as const,
    );
    tableColumns.set(table, columns);
  }
  return columns;
}

/** Turns `row_to_json` rows into the objects drizzle's `select()` gives for the table. */
export function rowReader<T extends PgTable>(table: T): (row: JsonRow) => T['$inferSelect'] {
  const columns = columnsOf(table);
  return (json) => {
    const row: JsonRow = {};
    for (const [key, name, column] of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

/** Readers of the rows of single tables (the debt with its plan, `DebtorRepository`). */
export const read = {
  debt: rowReader(debts),
  plan: rowReader(paymentPlans),
  installment: rowReader(installments),
};

/** A part's rows as drizzle's `select()` gives them, read with its table (`SNAPSHOT_ROWS`). */
function part<K extends keyof typeof SNAPSHOT_ROWS>(json: SnapshotJson, name: K) {
  return json[name].map(rowReader(SNAPSHOT_ROWS[name]));
}

/** The snapshot of the document; null when the debtor does not exist. */
export function snapshotFromJson(json: SnapshotJson): DebtorSnapshot | null {
  if (!json.debtor) return null;
  return {
    debtor: rowReader(SNAPSHOT_ROW.debtor)(json.debtor),
    addresses: part(json, 'addresses'),
    emails: part(json, 'emails'),
    phones: part(json, 'phones'),
    bankAccounts: part(json, 'bankAccounts'),
    openDebtCount: Number(json.openDebtCount),
    hasUpiOrders: Boolean(json.hasUpiOrders),
    debts: part(json, 'debts'),
    bills: part(json, 'bills'),
    payments: part(json, 'payments'),
    actions: part(json, 'actions'),
    others: part(json, 'others'),
    plans: part(json, 'plans'),
    planDebts: part(json, 'planDebts'),
    installments: part(json, 'installments'),
    planPayments: part(json, 'planPayments'),
    invoiceCopyRequests: part(json, 'invoiceCopyRequests'),
    reconciliation: json.reconciliation
      ? rowReader(SNAPSHOT_ROW.reconciliation)(json.reconciliation)
      : null,
    subpoenas: part(json, 'subpoenas'),
    subpoenaDebts: json.subpoenaDebts,
    subpoenaStatuses: part(json, 'subpoenaStatuses'),
    settleDue: Boolean(json.settleDue),
  };
}
