/**
 * SQL of installment reminders and of the consent to electronic payment demands: the debtors'
 * choices, what may be due for a reminder, the claim rows that make each reminder go out once,
 * and the consents.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import {
  debtorEmails,
  debtorPhones,
  debts,
  paymentDemandConsents,
  reminderClaims,
  reminderPreferences,
} from '../db/schema';
import { DebtState } from '@portal/openapi/debt-state';
import { ACTIVE_PLAN_TYPES, ENDED_STATES } from '../rules/debt-rules';

const ACTIVE_PLANS = sql.raw(ACTIVE_PLAN_TYPES.join(', '));
const ENDED = sql.raw(ENDED_STATES.join(', '));
/**
 * A debt without a plan is reminded of only while it is simply to be paid (states 1-5); not while
 * collection is paused or runs elsewhere (debt restructuring, bankruptcy supervision, settlement,
 * complained) or once ended.
 */
export const REMINDED_DEBT_STATES = [
  DebtState.billing,
  DebtState.reminding,
  DebtState.collection,
  DebtState.court,
  DebtState.distraint,
] as const;
const REMINDED = sql.raw(REMINDED_DEBT_STATES.join(', '));

/** Something that may be due for a reminder, with the debtor's choice and addresses. */
export interface ReminderCandidateRow {
  debtor_nr: number;
  target: string;
  kind: 'installment' | 'debt';
  due_date: string;
  amount_cents: number;
  reference: string | null;
  order_nr: number;
  debt_nr: number;
  by_email: boolean;
  by_sms: boolean;
  days_before: number;
  language: string;
  email: string | null;
  phone: string | null;
}

export type ReminderPreferenceRow = typeof reminderPreferences.$inferSelect;
export type PaymentDemandConsentRow = typeof paymentDemandConsents.$inferSelect;

/** How long a claim whose send never finished (a crash) blocks the reminder before it is taken over. */
export const STALE_CLAIM_MINUTES = 10;

export class ReminderRepository {
  constructor(private readonly db: Db) {}

  async preference(debtorNr: number): Promise<ReminderPreferenceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reminderPreferences)
      .where(eq(reminderPreferences.debtorNr, debtorNr));
    return row;
  }

  async savePreference(
    debtorNr: number,
    choice: { byEmail: boolean; bySms: boolean; daysBefore: number; language: string },
    now: Date,
  ): Promise<void> {
    if (!choice.byEmail && !choice.bySms) {
      await this.db.delete(reminderPreferences).where(eq(reminderPreferences.debtorNr, debtorNr));
      return;
    }
    await this.db
      .insert(reminderPreferences)
      .values({ debtorNr, ...choice, updatedAt: now })
      .onConflictDoUpdate({
        target: reminderPreferences.debtorNr,
        set: { ...choice, updatedAt: now },
      });
  }

  /** The debtor's first e-mail address and first phone number (with its country code). */
  async addresses(debtorNr: number): Promise<{ email: string | null; phone: string | null }> {
    const [email] = await this.db
      .select({ v: debtorEmails.emailAddress })
      .from(debtorEmails)
      .where(eq(debtorEmails.debtorNr, debtorNr))
      .orderBy(debtorEmails.id)
      .limit(1);
    const [phone] = await this.db
      .select({ number: debtorPhones.number, landCode: debtorPhones.landCode })
      .from(debtorPhones)
      .where(eq(debtorPhones.debtorNr, debtorNr))
      .orderBy(debtorPhones.id)
      .limit(1);
    return {
      email: email?.v ?? null,
      phone: phone ? `${phone.landCode ?? '+358'}${phone.number}` : null,
    };
  }

  /**
   * Unpaid installments of active plans, and debts without an active plan, of debtors who
   * chose reminders, falling due from `today` to `today` + their days (the rules decide again).
   */
  async candidates(today: string): Promise<ReminderCandidateRow[]> {
    return queryRows<ReminderCandidateRow>(
      this.db,
      sql`
      WITH prefs AS (
        SELECT r.*,
          (SELECT e.email_address FROM debtor_emails e WHERE e.debtor_nr = r.debtor_nr ORDER BY e.id LIMIT 1) AS email,
          (SELECT COALESCE(ph.land_code, '+358') || ph.number FROM debtor_phones ph WHERE ph.debtor_nr = r.debtor_nr ORDER BY ph.id LIMIT 1) AS phone
        FROM reminder_preferences r WHERE r.by_email OR r.by_sms
      )
      SELECT 'installment:' || p.nr || ':' || i.sequence AS target, 'installment' AS kind,
        r.debtor_nr, i.due_date::text AS due_date, (i.amount_cents - i.paid_cents)::int AS amount_cents,
        fd.reference, fd.order_nr, fd.nr AS debt_nr,
        r.by_email, r.by_sms, r.days_before, r.language, r.email, r.phone
      FROM prefs r
      JOIN payment_plans p ON p.debtor_nr = r.debtor_nr AND p.type IN (${ACTIVE_PLANS}) AND p.ended_at IS NULL
      JOIN installments i ON i.plan_nr = p.nr AND i.paid_cents < i.amount_cents
        AND i.due_date BETWEEN ${today}::date AND ${today}::date + r.days_before
      JOIN LATERAL (
        SELECT d.nr, d.reference, d.order_nr FROM payment_plan_debts pd JOIN debts d ON d.nr = pd.debt_nr
        WHERE pd.plan_nr = p.nr ORDER BY d.nr LIMIT 1
      ) fd ON true
      UNION ALL
      SELECT 'debt:' || d.nr, 'debt', r.debtor_nr, d.due_date::text,
        GREATEST(0,
          COALESCE((SELECT SUM(b.capital_cents + b.interest_cents) FROM bills b WHERE b.debt_nr = d.nr), 0)
          - COALESCE((SELECT SUM(pm.amount_cents) FROM payments pm WHERE pm.debt_nr = d.nr), 0))::int,
        d.reference, d.order_nr, d.nr,
        r.by_email, r.by_sms, r.days_before, r.language, r.email, r.phone
      FROM prefs r
      JOIN debts d ON d.debtor_nr = r.debtor_nr AND d.state IN (${REMINDED})
        AND d.due_date BETWEEN ${today}::date AND ${today}::date + r.days_before
      WHERE NOT EXISTS (
        SELECT 1 FROM payment_plan_debts pd JOIN payment_plans p ON p.nr = pd.plan_nr
        WHERE pd.debt_nr = d.nr AND p.type IN (${ACTIVE_PLANS}) AND p.ended_at IS NULL
      )
      ORDER BY 3, 1`,
    );
  }

  /**
   * Claims a reminder for this instance: the insert that wins the unique key (what, due date,
   * channel) sends it. A claim left unsent for `STALE_CLAIM_MINUTES` (the instance died while
   * sending) is taken over. Null: someone else has it.
   */
  async claim(
    claim: {
      debtorNr: number;
      target: string;
      dueDate: string;
      channel: string;
      recipient: string;
    },
    now: Date,
  ): Promise<number | null> {
    const [inserted] = await this.db
      .insert(reminderClaims)
      .values({ ...claim, claimedAt: now })
      .onConflictDoNothing({
        target: [reminderClaims.target, reminderClaims.dueDate, reminderClaims.channel],
      })
      .returning({ id: reminderClaims.id });
    if (inserted) return inserted.id;
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000);
    const [taken] = await this.db
      .update(reminderClaims)
      .set({ claimedAt: now, recipient: claim.recipient })
      .where(
        and(
          eq(reminderClaims.target, claim.target),
          eq(reminderClaims.dueDate, claim.dueDate),
          eq(reminderClaims.channel, claim.channel),
          isNull(reminderClaims.sentAt),
          sql`${reminderClaims.claimedAt} < ${staleBefore.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: reminderClaims.id });
    return taken?.id ?? null;
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.db.update(reminderClaims).set({ sentAt: now }).where(eq(reminderClaims.id, id));
  }

  /** A failed send gives its claim back, so the next round tries again. */
  async release(id: number): Promise<void> {
    await this.db
      .delete(reminderClaims)
      .where(and(eq(reminderClaims.id, id), isNull(reminderClaims.sentAt)));
  }

  // ---------------------------------------------------------------- consent to e-demands

  async latestConsent(debtorNr: number): Promise<PaymentDemandConsentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentDemandConsents)
      .where(eq(paymentDemandConsents.debtorNr, debtorNr))
      .orderBy(desc(paymentDemandConsents.id))
      .limit(1);
    return row;
  }

  /** Case numbers of the open debts in scope (one debt for a case-number login). */
  async openCaseNumbers(debtorNr: number, scopeDebtNr: number | null): Promise<number[]> {
    const rows = await this.db
      .select({ orderNr: debts.orderNr })
      .from(debts)
      .where(
        and(
          eq(debts.debtorNr, debtorNr),
          sql`${debts.state} NOT IN (${ENDED})`,
          scopeDebtNr === null ? undefined : eq(debts.nr, scopeDebtNr),
        ),
      )
      .orderBy(debts.orderNr);
    return rows.map((r) => r.orderNr);
  }

  async caseNumberOf(debtNr: number): Promise<number | null> {
    const [row] = await this.db
      .select({ orderNr: debts.orderNr })
      .from(debts)
      .where(eq(debts.nr, debtNr));
    return row?.orderNr ?? null;
  }

  /** Stores a new consent; the debtor's consents still in force end as it starts. */
  async giveConsent(
    consent: Omit<typeof paymentDemandConsents.$inferInsert, 'id' | 'withdrawnAt'>,
  ): Promise<PaymentDemandConsentRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(paymentDemandConsents)
        .set({ withdrawnAt: consent.givenAt })
        .where(
          and(
            eq(paymentDemandConsents.debtorNr, consent.debtorNr),
            isNull(paymentDemandConsents.withdrawnAt),
          ),
        );
      const [row] = await tx.insert(paymentDemandConsents).values(consent).returning();
      return row!;
    });
  }

  /** Withdraws the consent if it is still open; false when it was already withdrawn. */
  async withdrawConsent(id: number, now: Date): Promise<PaymentDemandConsentRow | undefined> {
    const [row] = await this.db
      .update(paymentDemandConsents)
      .set({ withdrawnAt: now })
      .where(and(eq(paymentDemandConsents.id, id), isNull(paymentDemandConsents.withdrawnAt)))
      .returning();
    return row;
  }
}
