import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../db/client';
import * as schema from '../db/schema';
import { addDays, todayInHelsinki } from '../lib/dates';
import { cents } from '../lib/money';
import { hashSecret, hashToken } from '../lib/secrets';
import { ANNOUNCEMENTS, FAQ } from './content';
import { type DebtSeed, PERSONAS } from './personas';

const FAQ_LANG_CODES = { fi: 1, se: 2, en: 3 } as const;
const DAY_MS = 86_400_000;

/** Finnish reference number: base digits plus the 7-3-1 check digit. */
export function referenceNumber(base: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  base
    .split('')
    .reverse()
    .forEach((digit, i) => {
      sum += Number(digit) * weights[i % 3]!;
    });
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** Every table the seed owns (all but the shared settings), for a reset. */
function dataTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((name) => name !== 'app_settings');
}

export interface SeedOptions {
  /** The seeding moment; dates of the personas are relative to its day in Helsinki. */
  now?: Date | undefined;
  /** scrypt cost of the online ID hashes (tests use a low one to stay fast). */
  hashCost?: number | undefined;
}

/**
 * Empties every data table and inserts the demo personas, FAQ and announcements, in one
 * transaction. Dates are relative to the seeding day.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const today = todayInHelsinki(now);
  const day = (offset: number) => addDays(today, offset);
  const instantDaysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // Hash outside the transaction (scrypt is slow on purpose), in parallel on the thread pool.
  const hashes = new Map<number, string>();
  await Promise.all(
    PERSONAS.flatMap((p) => p.debts).map(async (debt) => {
      hashes.set(debt.orderNr, await hashSecret(debt.onlineId, options.hashCost));
    }),
  );

  await db.transaction(async (tx) => {
    const tables = dataTables()
      .map((name) => `"${name}"`)
      .join(', ');
    await tx.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));

    for (const p of PERSONAS) {
      await tx.insert(schema.debtors).values({
        nr: p.nr,
        firstName: p.firstName,
        lastName: p.lastName,
        name: p.name,
        isCompany: p.isCompany,
        identityCode: p.identityCode ?? null,
        businessId: p.businessId ?? null,
        hidePersonalInfo: p.hidePersonalInfo ?? false,
        isEmailAllowed: p.isEmailAllowed ?? false,
        isSmsAllowed: p.isSmsAllowed ?? false,
        overpaymentCents: cents(p.overpayment ?? 0),
      });
      await tx.insert(schema.debtorAddresses).values({ debtorNr: p.nr, ...p.address });
      if (p.emails.length > 0) {
        await tx.insert(schema.debtorEmails).values(
          p.emails.map((e) => ({
            debtorNr: p.nr,
            emailAddress: e.address,
            emailAllowed: e.allowed,
          })),
        );
      }
      if (p.phones.length > 0) {
        await tx.insert(schema.debtorPhones).values(
          p.phones.map((ph) => ({
            debtorNr: p.nr,
            number: ph.number,
            landCode: '+358',
            type: ph.type,
            smsAllowed: ph.smsAllowed,
          })),
        );
      }
      for (const account of p.bankAccounts ?? []) {
        await tx.insert(schema.bankAccounts).values({ debtorNr: p.nr, ...account });
      }

      for (const d of p.debts) {
        await insertDebt(tx as unknown as Db, p.nr, d, hashes.get(d.orderNr)!, day);
      }

      for (const plan of p.plans ?? []) {
        await tx.insert(schema.paymentPlans).values({
          nr: plan.nr,
          debtorNr: p.nr,
          type: plan.type,
          createdAt: instantDaysAgo(plan.createdDaysAgo),
        });
        await tx
          .insert(schema.paymentPlanDebts)
          .values(plan.debtNrs.map((debtNr) => ({ planNr: plan.nr, debtNr })));
        await tx.insert(schema.installments).values(
          plan.installments.map((inst, i) => ({
            planNr: plan.nr,
            sequence: i + 1,
            dueDate: day(inst.dueInDays),
            amountCents: cents(inst.amount),
            paidCents: cents(inst.paid),
            capitalCents: cents(inst.capital),
            costsCents: cents(inst.costs),
            interestCents: cents(inst.interest),
            debtLeftCents: cents(inst.debtLeft),
          })),
        );
      }

      // Payments, after plans so installment payments can point at their plan.
      for (const d of p.debts) {
        for (const payment of d.payments ?? []) {
          const planNr = payment.plan
            ? p.plans?.find((plan) => plan.key === payment.plan)?.nr
            : undefined;
          await tx.insert(schema.payments).values({
            debtNr: d.nr,
            planNr: planNr ?? null,
            paymentDate: day(-payment.daysAgo),
            bookingDate: day(-payment.daysAgo + 1),
            amountCents: cents(payment.amount),
          });
        }
      }

      if (p.reconciliation) {
        await tx.insert(schema.reconciliations).values({
          debtorNr: p.nr,
          available: p.reconciliation.available,
          status: p.reconciliation.status,
        });
        for (const subpoena of p.reconciliation.subpoenas) {
          await tx.insert(schema.subpoenas).values({
            nr: subpoena.nr,
            debtorNr: p.nr,
            createdAt: instantDaysAgo(21),
          });
          await tx
            .insert(schema.subpoenaDebts)
            .values(subpoena.debtNrs.map((debtNr) => ({ subpoenaNr: subpoena.nr, debtNr })));
        }
      }

      if (p.pendingPayment) {
        const created = new Date(now.getTime() - p.pendingPayment.minutesAgo * 60_000);
        const [transaction] = await tx
          .insert(schema.paymentTransactions)
          .values({
            debtorNr: p.nr,
            stamp: `seed-${p.nr}-${p.pendingPayment.debtNr}`,
            provider: p.pendingPayment.provider,
            paymentType: 'single',
            amountCents: cents(p.pendingPayment.amount),
            status: 'pending',
            createdAt: created,
            updatedAt: created,
          })
          .returning({ id: schema.paymentTransactions.id });
        await tx.insert(schema.paymentTransactionItems).values({
          transactionId: transaction!.id,
          debtNr: p.pendingPayment.debtNr,
          amountCents: cents(p.pendingPayment.amount),
          description: 'Maksu',
        });
      }

      if (p.loginToken) {
        await tx.insert(schema.loginTokens).values({
          tokenHash: hashToken(p.loginToken),
          debtNr: p.debts[0]!.nr,
          expiresAt: new Date(now.getTime() + 365 * DAY_MS),
        });
      }
    }

    let sort = 0;
    for (const a of ANNOUNCEMENTS) {
      const [row] = await tx
        .insert(schema.announcements)
        .values({
          validFrom: instantDaysAgo(-a.validFromDays),
          validUntil: a.validUntilDays === null ? null : instantDaysAgo(-a.validUntilDays),
          sort: sort++,
        })
        .returning({ id: schema.announcements.id });
      await tx.insert(schema.announcementContents).values(
        a.contents.map((c) => ({
          announcementId: row!.id,
          locale: c.locale,
          title: c.title,
          textHtml: c.text,
        })),
      );
    }

    await tx.insert(schema.faqItems).values(
      FAQ.flatMap((item, i) =>
        (['fi', 'se', 'en'] as const).map((lang) => ({
          questionNr: i + 1,
          langCode: FAQ_LANG_CODES[lang],
          category: item.category,
          question: item[lang][0],
          answerHtml: item[lang][1],
          keyword: item[lang][2],
        })),
      ),
    );

    await resetSequences(tx as unknown as Db);
  });
}

async function insertDebt(
  tx: Db,
  debtorNr: number,
  d: DebtSeed,
  onlineIdHash: string,
  day: (offset: number) => string,
): Promise<void> {
  await tx.insert(schema.debts).values({
    nr: d.nr,
    orderNr: d.orderNr,
    debtorNr,
    onlineIdHash,
    creditorName: d.creditor,
    creditorLastName: d.creditorLastName ?? null,
    originalCreditor: d.originalCreditor ?? null,
    description: d.description,
    reference: referenceNumber(String(d.orderNr)),
    state: d.state,
    dueDate: day(d.dueInDays),
    endDate: d.endInDays === undefined ? null : day(d.endInDays),
    banditRating: d.banditRating ?? null,
    planAllowed: d.planAllowed ?? false,
    planMaxMonths: d.planMaxMonths ?? null,
    upiOrder: d.upiOrder ?? false,
    hidePersonalInfo: d.hidePersonalInfo ?? false,
    invoiceCopyAllowed: d.invoiceCopyAllowed ?? false,
    reclamationAllowed: d.reclamationAllowed ?? false,
    verdictAvailable: d.verdict !== undefined,
    verdictDate: d.verdict ? verdictDay(day, d.verdict.daysAgo) : null,
    verdictDownloaded: false,
    debtReliefTotalCents: d.restructuring ? cents(d.restructuring.reliefTotal) : null,
    restructuringDebtId: d.restructuring?.id ?? null,
    costlessDueDateTransfersLeft: d.costlessDueDateTransfersLeft ?? 0,
    dueDateTransferCostCents: cents(d.dueDateTransferCost ?? 0),
  });
  await tx.insert(schema.bills).values(
    d.bills.map((b, i) => ({
      nr: d.nr * 10 + i + 1,
      debtNr: d.nr,
      type: b.type,
      referenceNr: referenceNumber(`${d.orderNr}${i + 1}`),
      dueDate: day(b.dueInDays),
      capitalCents: cents(b.capital),
      interestCents: cents(b.interest),
      interestRateBp: b.rateBp,
      description: b.description,
      claimType: b.claimType,
    })),
  );
  if (d.actions?.length) {
    await tx
      .insert(schema.expirationActions)
      .values(
        d.actions.map(([action, daysAgo]) => ({ debtNr: d.nr, action, actionDate: day(-daysAgo) })),
      );
  }
  if (d.othersInvolved?.length) {
    await tx
      .insert(schema.othersInvolved)
      .values(d.othersInvolved.map((name) => ({ debtNr: d.nr, name })));
  }
}

/** A recent verdict stays in the current month (the portal's notice is for this month's verdicts). */
function verdictDay(day: (offset: number) => string, daysAgo: number): string {
  const dayOfMonth = Number(day(0).slice(8, 10));
  return day(-Math.min(daysAgo, dayOfMonth - 1));
}

/** Moves every identity sequence past the explicit numbers the seed used. */
export async function resetSequences(db: Db): Promise<void> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE is_identity = 'YES' AND table_schema = current_schema()`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), ` +
          `GREATEST((SELECT COALESCE(MAX("${column}"), 0) FROM "${table}"), 1000000))`,
      ),
    );
  }
}

/** Seeds only when the database holds no debtor yet (first start). Safe with several instances. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM debtors`);
  if ((row?.n ?? 0) > 0) return false;
  // Another instance may be seeding right now. Waiting on its lock with one blocking query would
  // run into the pool's query timeout, so the lock is tried, and tried again, for up to a minute.
  for (let attempt = 0; attempt < SEED_LOCK_ATTEMPTS; attempt++) {
    const outcome = await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(
        tx as unknown as Db,
        sql`SELECT pg_try_advisory_xact_lock(724012) AS locked`,
      );
      if (!lock?.locked) return 'busy' as const;
      const [again] = await queryRows<{ n: number }>(
        tx as unknown as Db,
        sql`SELECT count(*)::int AS n FROM debtors`,
      );
      if ((again?.n ?? 0) > 0) return false;
      await seedDatabase(tx as unknown as Db, options);
      return true;
    });
    if (outcome !== 'busy') return outcome;
    await new Promise((resolve) => setTimeout(resolve, SEED_LOCK_RETRY_MS));
  }
  throw new Error('Another instance has held the seeding lock for a minute.');
}

const SEED_LOCK_ATTEMPTS = 240;
const SEED_LOCK_RETRY_MS = 250;
