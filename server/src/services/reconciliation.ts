/**
 * Settlement (reconciliation) of a subpoena (spec 2, 4 and 7; contract tag Reconciliation).
 *
 * start creates the subpoena status (created, dialog step 4) over the chosen debts; calculate
 * answers the binding settlement plan (the payment plan arithmetic of `plan-calculation.ts`);
 * create stores it as an unconfirmed reconciliation plan (type 6); sign sends the debtor to the
 * signing service, whose return (verify) sets the status signed (step 5); paying the plan's first
 * installment (payment type `reconciliation`) sets it paid with the payment number (step 6, see
 * `settlementPaid`), and the plan becomes an active one. cancel ends a settlement not yet paid.
 *
 * Identifiers of other debtors or out of the session's scope answer 404; a settlement in the
 * wrong state (already started, signed, cancelled, paid; an open complaint) is refused with
 * `status` 1. Every change is one transaction guarded by the state it expects.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '@portal/openapi';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  debts,
  installments,
  paymentPlanDebts,
  paymentPlans,
  paymentTransactionItems,
  paymentTransactions,
  reclamations,
  reconciliations,
  signingTasks,
  subpoenaDebts,
  subpoenaStatusDebts,
  subpoenaStatuses,
  subpoenas,
} from '../db/schema';
import { DOCUMENT_TEXTS } from '../documents/texts';
import { badRequest, GENERIC_ERROR, notFound } from '../http/errors';
import { type Clock, formatDay, todayInHelsinki } from '../lib/dates';
import { type DocumentLocale, formatEuros } from '../lib/money';
import type { DocumentModel, SigningProvider } from '../providers/types';
import type { DebtorRepository, DebtRow } from '../repositories/debtor-repository';
import { isEnded, RECONCILIATION_PLAN_TYPE } from './debt-rules';
import { debtFigures, mapSubpoenaStatus } from './debtor';
import type { DocumentService, RenderedDocument } from './documents';
import {
  type CalculatedPlan,
  calculatePlan,
  type DateSelection,
  firstDueDate,
} from './plan-calculation';
import { type PlanService, storePlan, toCalculationResult } from './plans';
import { debtScope, type Session } from './sessions';
import { checkSignature, findSigningTask, finishSigningTask } from './signing-tasks';

type S = components['schemas'];
type Lang = S['LanguageId'];
type StatusRow = typeof subpoenaStatuses.$inferSelect;

/** Designed: a settlement is paid in at most 12 monthly installments ... */
export const SETTLEMENT_MAX_MONTHS = 12;
/** ... of at least 50 euros (the last one may be smaller). */
export const SETTLEMENT_MIN_INSTALLMENT_CENTS = 5000;
/** Installments fall on the 1st of the month. */
const SETTLEMENT_DATE_SELECTION: DateSelection = 0;
/** The plan type a paid settlement's plan becomes (active). */
const SETTLED_PLAN_TYPE = 0;
/** Debt state of a settled debt (spec 4: 11 settlement). */
const SETTLEMENT_STATE = 11;
const SIGNING_TTL_MS = 10 * 60 * 1000;
const LOCALES: Record<Lang, DocumentLocale> = { fi: 'fi-FI', se: 'sv-SE', en: 'en-US' };

export type SettlementOutcome<T> = { ok: true; value: T } | { ok: false; errorCode: string };
const REFUSED = { ok: false, errorCode: GENERIC_ERROR } as const;

/** Thrown inside a transaction when the state it expects is gone: rolls everything back. */
class Conflict extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

export class ReconciliationService {
  constructor(
    private readonly db: Db,
    private readonly repository: DebtorRepository,
    private readonly plans: PlanService,
    private readonly documents: DocumentService,
    private readonly signing: SigningProvider,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  // ---------------------------------------------------------------- lookups

  /** The subpoena's debts the session reaches; 404 for another debtor's or an unknown subpoena. */
  private async subpoenaDebts(session: Session, subpoenaNr: number): Promise<DebtRow[]> {
    const rows = await this.db
      .select({ debt: debts })
      .from(subpoenaDebts)
      .innerJoin(subpoenas, eq(subpoenas.nr, subpoenaDebts.subpoenaNr))
      .innerJoin(debts, eq(debts.nr, subpoenaDebts.debtNr))
      .where(
        and(
          eq(subpoenas.nr, subpoenaNr),
          eq(subpoenas.debtorNr, session.debtorNr),
          debtScope(session),
        ),
      )
      .orderBy(asc(debts.orderNr));
    if (rows.length === 0) throw notFound();
    return rows.map((r) => r.debt);
  }

  /** The chosen debts; each must be one of the subpoena's that the session reaches (404). */
  private pick(scoped: DebtRow[], debtNrs: number[]): DebtRow[] {
    const byNr = new Map(scoped.map((d) => [d.nr, d]));
    return debtNrs.map((nr) => {
      const debt = byNr.get(nr);
      if (!debt) throw notFound();
      return debt;
    });
  }

  /**
   * A status of the subpoena with its debts; 404 when it is another subpoena's or covers a debt
   * the session does not reach. `debtNrs`, when given, must be the status's debts (400).
   */
  private async load(
    session: Session,
    subpoenaNr: number,
    statusNr: number,
    debtNrs?: number[],
  ): Promise<{ status: StatusRow; rows: DebtRow[] }> {
    const scoped = await this.subpoenaDebts(session, subpoenaNr);
    if (debtNrs) this.pick(scoped, debtNrs);
    const [status] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(and(eq(subpoenaStatuses.nr, statusNr), eq(subpoenaStatuses.subpoenaNr, subpoenaNr)));
    if (!status) throw notFound();
    const links = await this.db
      .select({ debtNr: subpoenaStatusDebts.debtNr })
      .from(subpoenaStatusDebts)
      .where(eq(subpoenaStatusDebts.statusNr, status.nr));
    const statusDebtNrs = links.map((l) => l.debtNr);
    const rows = this.pick(scoped, statusDebtNrs).sort((a, b) => a.orderNr - b.orderNr);
    if (debtNrs && !sameSet(debtNrs, statusDebtNrs)) throw badRequest();
    return { status, rows };
  }

  /** spec 4: a settlement requires no open complaint (state 12 or an open reclamation). */
  private async openComplaint(rows: DebtRow[]): Promise<boolean> {
    if (rows.some((d) => d.state === 12)) return true;
    const open = await this.db
      .select({ nr: reclamations.nr })
      .from(reclamations)
      .where(
        and(
          inArray(
            reclamations.debtNr,
            rows.map((d) => d.nr),
          ),
          eq(reclamations.status, 'open'),
        ),
      )
      .limit(1);
    return open.length > 0;
  }

  /**
   * The subpoena as the debtor call shows it: the case numbers of all the debtor's debts in it
   * (as the summons lists them, also to a weak session) and the latest status not cancelled.
   */
  private async view(session: Session, subpoenaNr: number): Promise<S['Subpoena']> {
    const cases = await this.db
      .select({ orderNr: debts.orderNr })
      .from(subpoenaDebts)
      .innerJoin(debts, eq(debts.nr, subpoenaDebts.debtNr))
      .where(and(eq(subpoenaDebts.subpoenaNr, subpoenaNr), eq(debts.debtorNr, session.debtorNr)))
      .orderBy(asc(debts.orderNr));
    const [status] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(and(eq(subpoenaStatuses.subpoenaNr, subpoenaNr), isNull(subpoenaStatuses.cancelledAt)))
      .orderBy(desc(subpoenaStatuses.nr))
      .limit(1);
    return {
      nr: subpoenaNr,
      orderNrs: cases.map((d) => d.orderNr),
      status: status ? mapSubpoenaStatus(status) : null,
    };
  }

  /** The binding plan for what is left of the debts today; null when nothing is left. */
  private async compute(rows: DebtRow[]): Promise<CalculatedPlan | null> {
    const balance = await this.plans.balanceOf(rows);
    if (balance.capitalCents + balance.costsCents + balance.interestCents <= 0) return null;
    const today = todayInHelsinki(this.clock());
    return calculatePlan(
      balance,
      SETTLEMENT_MIN_INSTALLMENT_CENTS,
      firstDueDate(today, SETTLEMENT_DATE_SELECTION),
      SETTLEMENT_DATE_SELECTION,
      SETTLEMENT_MAX_MONTHS,
    );
  }

  /** The stored plan of a status as a calculation. */
  private async stored(planNr: number): Promise<CalculatedPlan | null> {
    const rows = await this.db
      .select()
      .from(installments)
      .where(eq(installments.planNr, planNr))
      .orderBy(asc(installments.sequence));
    if (rows.length === 0) return null;
    return {
      amountCents: rows[0]!.amountCents,
      installments: rows.map((i) => ({
        sequence: i.sequence,
        dueDate: i.dueDate,
        amountCents: i.amountCents,
        capitalCents: i.capitalCents,
        costsCents: i.costsCents,
        interestCents: i.interestCents,
        debtLeftCents: i.debtLeftCents,
      })),
      totalCapitalCents: rows.reduce((s, i) => s + i.capitalCents, 0),
      totalCostsCents: rows.reduce((s, i) => s + i.costsCents, 0),
      totalInterestCents: rows.reduce((s, i) => s + i.interestCents, 0),
    };
  }

  /** The plan of a status: the stored one once created, else the one create would store. */
  private async planOf(status: StatusRow, rows: DebtRow[]): Promise<CalculatedPlan | null> {
    return status.planNr ? this.stored(status.planNr) : this.compute(rows);
  }

  // ---------------------------------------------------------------- operations

  /** `POST /api/reconciliation/start` */
  async start(
    session: Session,
    body: S['ReconciliationStartRequest'],
  ): Promise<SettlementOutcome<S['Subpoena']>> {
    const scoped = await this.subpoenaDebts(session, body.SubPoenaNr);
    const chosen = this.pick(scoped, body.DebtNrs);
    const [offer] = await this.db
      .select()
      .from(reconciliations)
      .where(eq(reconciliations.debtorNr, session.debtorNr));
    if (!offer?.available) return REFUSED;
    if (chosen.some((d) => isEnded(d.state))) return REFUSED;
    if (await this.openComplaint(chosen)) return REFUSED;
    const now = this.clock();
    let started: boolean;
    try {
      started = await this.db.transaction(async (tx) => {
        const [open] = await tx
          .select({ nr: subpoenaStatuses.nr })
          .from(subpoenaStatuses)
          .where(
            and(
              eq(subpoenaStatuses.subpoenaNr, body.SubPoenaNr),
              isNull(subpoenaStatuses.cancelledAt),
            ),
          );
        if (open) return false;
        const [row] = await tx
          .insert(subpoenaStatuses)
          .values({ subpoenaNr: body.SubPoenaNr, created: now })
          .returning({ nr: subpoenaStatuses.nr });
        await tx
          .insert(subpoenaStatusDebts)
          .values(chosen.map((d) => ({ statusNr: row!.nr, debtNr: d.nr })));
        return true;
      });
    } catch (error) {
      // A racing start won (one open status per subpoena).
      if (!isUniqueViolation(error)) throw error;
      started = false;
    }
    if (!started) return REFUSED;
    return { ok: true, value: await this.view(session, body.SubPoenaNr) };
  }

  /** `POST /api/reconciliation/calculate` */
  async calculate(
    session: Session,
    body: S['ReconciliationCalculateRequest'],
  ): Promise<SettlementOutcome<S['CalculationResult']>> {
    const { status, rows } = await this.load(session, body.SubPoenaNr, body.StatusNr, body.DebtNrs);
    if (status.cancelledAt) return REFUSED;
    const plan = await this.planOf(status, rows);
    if (!plan) return REFUSED;
    return { ok: true, value: toCalculationResult(plan) };
  }

  /** `POST /api/reconciliation/create`: stores the plan (type 6) once; a repeat answers alike. */
  async create(
    session: Session,
    body: S['ReconciliationCreateRequest'],
  ): Promise<SettlementOutcome<S['Subpoena']>> {
    const { status, rows } = await this.load(session, body.SubPoenaNr, body.StatusNr, body.DebtNrs);
    if (status.cancelledAt || status.signed) return REFUSED;
    if (status.planNr) return { ok: true, value: await this.view(session, body.SubPoenaNr) };
    if (rows.some((d) => isEnded(d.state)) || (await this.openComplaint(rows))) return REFUSED;
    const plan = await this.compute(rows);
    if (!plan) return REFUSED;
    const now = this.clock();
    try {
      await this.db.transaction(async (tx) => {
        const planNr = await storePlan(
          tx,
          {
            debtorNr: session.debtorNr,
            type: RECONCILIATION_PLAN_TYPE,
            createdAt: now,
            dateSelection: SETTLEMENT_DATE_SELECTION,
          },
          rows.map((d) => d.nr),
          plan,
        );
        const [claimed] = await tx
          .update(subpoenaStatuses)
          .set({ planNr, lang: body.lang })
          .where(
            and(
              eq(subpoenaStatuses.nr, status.nr),
              isNull(subpoenaStatuses.planNr),
              isNull(subpoenaStatuses.signed),
              isNull(subpoenaStatuses.cancelledAt),
            ),
          )
          .returning({ nr: subpoenaStatuses.nr });
        if (!claimed) throw new Conflict();
      });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      // Another create stored the plan meanwhile (or the settlement was cancelled).
      const [again] = await this.db
        .select()
        .from(subpoenaStatuses)
        .where(eq(subpoenaStatuses.nr, status.nr));
      if (!again?.planNr || again.cancelledAt) return REFUSED;
    }
    return { ok: true, value: await this.view(session, body.SubPoenaNr) };
  }

  /** `POST /api/reconciliation/sign`: a signing task at the signing service; answers its address. */
  async sign(
    session: Session,
    body: S['ReconciliationSignRequest'],
  ): Promise<SettlementOutcome<string>> {
    const { status, rows } = await this.load(session, body.SubPoenaNr, body.StatusNr);
    if (status.cancelledAt || status.signed || !status.planNr) return REFUSED;
    if (rows.some((d) => isEnded(d.state)) || (await this.openComplaint(rows))) return REFUSED;
    const requestId = randomBytes(18).toString('base64url');
    const taskId = randomBytes(18).toString('base64url');
    const t = DOCUMENT_TEXTS[LOCALES[body.Lang]].settlement;
    const url = await this.signing.start({
      requestId,
      taskId,
      lang: body.Lang,
      documentTitle: `${t.documentTitle}: ${rows.map((d) => d.orderNr).join(', ')}`,
      returnUrl: `${this.publicUrl}/reconciliation/verify`,
    });
    const now = this.clock();
    await this.db.insert(signingTasks).values({
      requestId,
      taskId,
      debtorNr: session.debtorNr,
      kind: 'reconciliation',
      debtNrs: rows.map((d) => d.nr).join(','),
      lang: body.Lang,
      status: 'started',
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGNING_TTL_MS),
      subpoenaStatusNr: status.nr,
      url,
    });
    return { ok: true, value: url };
  }

  /** `POST /api/reconciliation/url`: the address of the signing task sign created (404 when none). */
  async url(session: Session, body: S['ReconciliationUrlRequest']): Promise<string> {
    const { status } = await this.load(session, body.SubPoenaNr, body.StatusNr);
    if (status.cancelledAt || status.signed) throw notFound();
    const [task] = await this.db
      .select({ url: signingTasks.url })
      .from(signingTasks)
      .where(
        and(
          eq(signingTasks.subpoenaStatusNr, status.nr),
          eq(signingTasks.debtorNr, session.debtorNr),
          eq(signingTasks.kind, 'reconciliation'),
          eq(signingTasks.status, 'started'),
          gt(signingTasks.expiresAt, this.clock()),
          isNotNull(signingTasks.url),
        ),
      )
      .orderBy(desc(signingTasks.createdAt))
      .limit(1);
    if (!task?.url) throw notFound();
    return task.url;
  }

  /**
   * `POST /api/reconciliation/verify`: the signing service's return. The task must be this
   * debtor's (404) and signed by the debtor's own identity code; the first valid return sets
   * the status signed, a repeat answers the same without changing anything.
   */
  async verify(
    session: Session,
    body: S['SigningVerifyRequest'],
  ): Promise<S['SigningVerifyResult']> {
    const task = await findSigningTask(
      this.db,
      session,
      'reconciliation',
      body.RequestId,
      body.TaskId,
    );
    if (task.subpoenaStatusNr === null) throw notFound();
    const statusNr = task.subpoenaStatusNr;
    const signedNow = async () => {
      const [status] = await this.db
        .select()
        .from(subpoenaStatuses)
        .where(eq(subpoenaStatuses.nr, statusNr));
      return status?.signed && !status.cancelledAt ? ('ok' as const) : ('error' as const);
    };
    if (task.status === 'done') return signedNow();
    const debtor = await this.repository.findDebtor(session.debtorNr);
    const check = await checkSignature(
      this.db,
      this.signing,
      this.clock,
      task,
      debtor?.identityCode,
    );
    if (check !== 'signed') return check;
    const now = this.clock();
    try {
      await this.db.transaction(async (tx) => {
        if (!(await finishSigningTask(tx, task.requestId, 'done'))) throw new Conflict();
        const [signed] = await tx
          .update(subpoenaStatuses)
          .set({ signed: now })
          .where(
            and(
              eq(subpoenaStatuses.nr, statusNr),
              isNull(subpoenaStatuses.signed),
              isNull(subpoenaStatuses.cancelledAt),
              isNotNull(subpoenaStatuses.planNr),
            ),
          )
          .returning({ nr: subpoenaStatuses.nr });
        if (!signed) throw new Conflict();
      });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      // A racing return applied it, or the settlement was cancelled or signed through another task.
      await finishSigningTask(this.db, task.requestId, 'failed');
      return signedNow();
    }
    return 'ok';
  }

  /** `POST /api/reconciliation/cancel`: ends a settlement whose first installment is not paid. */
  async cancel(
    session: Session,
    body: S['ReconciliationCancelRequest'],
  ): Promise<SettlementOutcome<true>> {
    const { status } = await this.load(session, body.SubPoenaNr, body.StatusNr, body.DebtNrs);
    if (status.cancelledAt || status.paid) return REFUSED;
    if (status.planNr) {
      // A first installment already paid at the bank and awaiting settlement cannot be undone.
      const pending = await this.db
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .innerJoin(
          paymentTransactionItems,
          eq(paymentTransactionItems.transactionId, paymentTransactions.id),
        )
        .where(
          and(
            eq(paymentTransactionItems.planNr, status.planNr),
            eq(paymentTransactions.status, 'pending'),
          ),
        )
        .limit(1);
      if (pending.length > 0) return REFUSED;
    }
    const now = this.clock();
    try {
      await this.db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(subpoenaStatuses)
          .set({ cancelledAt: now })
          .where(
            and(
              eq(subpoenaStatuses.nr, status.nr),
              isNull(subpoenaStatuses.cancelledAt),
              isNull(subpoenaStatuses.paid),
            ),
          )
          .returning({ nr: subpoenaStatuses.nr });
        if (!cancelled) throw new Conflict();
        if (status.planNr) {
          // The unconfirmed plan ends with it (kept, ended, for payments already under way).
          await tx
            .update(paymentPlans)
            .set({ endedAt: now })
            .where(
              and(
                eq(paymentPlans.nr, status.planNr),
                eq(paymentPlans.type, RECONCILIATION_PLAN_TYPE),
                isNull(paymentPlans.endedAt),
              ),
            );
        }
        await tx
          .update(signingTasks)
          .set({ status: 'cancelled' })
          .where(
            and(eq(signingTasks.subpoenaStatusNr, status.nr), eq(signingTasks.status, 'started')),
          );
      });
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      return REFUSED;
    }
    return { ok: true, value: true };
  }

  // ---------------------------------------------------------------- documents

  private locale(requested: DocumentLocale | null, status: StatusRow): DocumentLocale {
    if (requested) return requested;
    const lang = status.lang as Lang | null;
    return lang && lang in LOCALES ? LOCALES[lang] : 'fi-FI';
  }

  private installmentsTable(
    locale: DocumentLocale,
    plan: CalculatedPlan,
  ): DocumentModel['sections'][number] {
    const c = DOCUMENT_TEXTS[locale].planConfirmation;
    const s = DOCUMENT_TEXTS[locale].settlement;
    const euros = (cents: number) => formatEuros(cents, locale);
    const rows = plan.installments;
    return {
      kind: 'table',
      heading: s.installmentsHeading,
      columns: [
        { label: c.sequence, width: 10 },
        { label: c.dueDate, width: 18 },
        { label: c.amount, width: 18, align: 'right' },
        { label: c.capital, width: 18, align: 'right' },
        { label: c.costs, width: 18, align: 'right' },
        { label: c.interest, width: 18, align: 'right' },
      ],
      rows: rows.map((i) => [
        String(i.sequence),
        formatDay(i.dueDate),
        euros(i.amountCents),
        euros(i.capitalCents),
        euros(i.costsCents),
        euros(i.interestCents),
      ]),
      totals: [
        c.total,
        '',
        euros(rows.reduce((sum, i) => sum + i.amountCents, 0)),
        euros(plan.totalCapitalCents),
        euros(plan.totalCostsCents),
        euros(plan.totalInterestCents),
      ],
    };
  }

  private planSummary(locale: DocumentLocale, plan: CalculatedPlan): [string, string][] {
    const s = DOCUMENT_TEXTS[locale].settlement;
    const euros = (cents: number) => formatEuros(cents, locale);
    const first = plan.installments[0]!;
    const last = plan.installments.at(-1)!;
    const later = plan.installments[1];
    return [
      [s.firstInstallment, `${formatDay(first.dueDate)} ${euros(first.amountCents)}`],
      ...(later ? [[s.laterInstallment, euros(later.amountCents)] as [string, string]] : []),
      [s.installmentCount, String(plan.installments.length)],
      [s.lastDueDate, formatDay(last.dueDate)],
    ];
  }

  /** `GET /api/reconciliation/file/ms/{msnr}`: the settlement plan of a settlement of the debtor. */
  async planDocument(
    session: Session,
    planNr: number,
    requested: DocumentLocale | null,
  ): Promise<RenderedDocument> {
    const [status] = await this.db
      .select()
      .from(subpoenaStatuses)
      .where(and(eq(subpoenaStatuses.planNr, planNr), isNull(subpoenaStatuses.cancelledAt)));
    if (!status) throw notFound();
    const { rows } = await this.load(session, status.subpoenaNr, status.nr);
    const found = await this.repository.scopedPlan(session, planNr);
    const plan = await this.stored(planNr);
    if (!found || !plan) throw notFound();
    const debtor = await this.documents.debtor(session);
    const locale = this.locale(requested, status);
    const t = DOCUMENT_TEXTS[locale];
    const s = t.settlement;
    const model: DocumentModel = {
      locale,
      title: s.planTitle,
      issuer: t.issuer,
      headerLines: await this.documents.header(locale, debtor.nr, debtor.name),
      sections: [
        {
          kind: 'fields',
          heading: s.settlementHeading,
          fields: [
            [s.planNumber, String(planNr)],
            [s.subpoena, String(status.subpoenaNr)],
            [s.settlementNumber, String(status.nr)],
            [t.planConfirmation.created, formatDay(todayInHelsinki(found.plan.createdAt))],
          ],
        },
        this.debtsTable(locale, rows, null),
        this.installmentsTable(locale, plan),
        {
          kind: 'fields',
          heading: t.planConfirmation.summaryHeading,
          fields: this.planSummary(locale, plan),
        },
        { kind: 'text', heading: s.termsHeading, text: s.terms },
      ],
      footer: t.footer,
    };
    return {
      fileName: `${s.planFileLabel}_${planNr}.pdf`,
      pdf: await this.documents.render(model),
    };
  }

  private debtsTable(
    locale: DocumentLocale,
    rows: DebtRow[],
    openCents: Map<number, number> | null,
  ): DocumentModel['sections'][number] {
    const s = DOCUMENT_TEXTS[locale].settlement;
    const euros = (cents: number) => formatEuros(cents, locale);
    const withAmounts = openCents !== null;
    return {
      kind: 'table',
      heading: s.debtsHeading,
      columns: [
        { label: s.caseNumber, width: withAmounts ? 18 : 20 },
        { label: s.creditor, width: withAmounts ? 32 : 40 },
        { label: s.description, width: withAmounts ? 30 : 40 },
        ...(withAmounts ? [{ label: s.openAmount, width: 20, align: 'right' as const }] : []),
      ],
      rows: rows.map((d) => [
        String(d.orderNr),
        [d.creditorName, d.creditorLastName].filter(Boolean).join(' '),
        d.description ?? '',
        ...(withAmounts ? [euros(openCents.get(d.nr) ?? 0)] : []),
      ]),
      ...(withAmounts
        ? {
            totals: [
              DOCUMENT_TEXTS[locale].planConfirmation.total,
              '',
              '',
              euros([...openCents.values()].reduce((sum, c) => sum + c, 0)),
            ],
          }
        : {}),
    };
  }

  /** `GET /api/reconciliation/file/status/{statusNr}/{subpoenaNr}`: the settlement document. */
  async statusDocument(
    session: Session,
    statusNr: number,
    subpoenaNr: number,
    requested: DocumentLocale | null,
  ): Promise<RenderedDocument> {
    const { status, rows } = await this.load(session, subpoenaNr, statusNr);
    if (status.cancelledAt) throw notFound();
    const debtor = await this.documents.debtor(session);
    const open = new Map<number, number>();
    for (const debt of rows) {
      const figures = debtFigures(
        debt,
        await this.repository.billsOf(debt.nr),
        await this.repository.paymentsOf(debt.nr),
      );
      open.set(debt.nr, figures.left);
    }
    const plan = await this.planOf(status, rows);
    const locale = this.locale(requested, status);
    const t = DOCUMENT_TEXTS[locale];
    const s = t.settlement;
    const when = (instant: Date | null) =>
      instant ? formatDay(todayInHelsinki(instant)) : s.notYet;
    const model: DocumentModel = {
      locale,
      title: s.documentTitle,
      issuer: t.issuer,
      headerLines: await this.documents.header(locale, debtor.nr, debtor.name),
      sections: [
        {
          kind: 'fields',
          heading: s.settlementHeading,
          fields: [
            [s.subpoena, String(status.subpoenaNr)],
            [s.settlementNumber, String(status.nr)],
            ...(status.planNr ? [[s.planNumber, String(status.planNr)] as [string, string]] : []),
            [s.started, when(status.created)],
            [s.signed, when(status.signed)],
            [s.paid, when(status.paid)],
            ...(status.paymentNr
              ? [[s.paymentNumber, String(status.paymentNr)] as [string, string]]
              : []),
          ],
        },
        this.debtsTable(locale, rows, open),
        ...(plan
          ? [
              {
                kind: 'fields' as const,
                heading: s.installmentsHeading,
                fields: this.planSummary(locale, plan),
              },
              this.installmentsTable(locale, plan),
            ]
          : []),
        { kind: 'text', heading: s.termsHeading, text: s.terms },
      ],
      footer: t.footer,
    };
    return {
      fileName: `${s.documentFileLabel}_${status.subpoenaNr}_${status.nr}.pdf`,
      pdf: await this.documents.render(model),
    };
  }
}

/**
 * Called by the payment settlement for every booked plan payment: when it completes the first
 * installment of a signed settlement's plan, the settlement is paid (with the payment number),
 * its plan becomes an active one and its open debts move to state 11 (settlement).
 */
export async function settlementPaid(
  tx: Tx,
  planNr: number,
  paymentNr: number,
  now: Date,
): Promise<boolean> {
  const [plan] = await tx
    .select({ type: paymentPlans.type })
    .from(paymentPlans)
    .where(eq(paymentPlans.nr, planNr));
  if (plan?.type !== RECONCILIATION_PLAN_TYPE) return false;
  const [first] = await tx
    .select()
    .from(installments)
    .where(and(eq(installments.planNr, planNr), eq(installments.sequence, 1)));
  if (!first || first.paidCents < first.amountCents) return false;
  const [paid] = await tx
    .update(subpoenaStatuses)
    .set({ paid: now, paymentNr })
    .where(
      and(
        eq(subpoenaStatuses.planNr, planNr),
        isNotNull(subpoenaStatuses.signed),
        isNull(subpoenaStatuses.paid),
        isNull(subpoenaStatuses.cancelledAt),
      ),
    )
    .returning({ nr: subpoenaStatuses.nr });
  if (!paid) return false;
  await tx
    .update(paymentPlans)
    .set({ type: SETTLED_PLAN_TYPE })
    .where(and(eq(paymentPlans.nr, planNr), eq(paymentPlans.type, RECONCILIATION_PLAN_TYPE)));
  await tx
    .update(debts)
    .set({ state: SETTLEMENT_STATE })
    .where(
      and(
        inArray(
          debts.nr,
          tx
            .select({ debtNr: paymentPlanDebts.debtNr })
            .from(paymentPlanDebts)
            .where(eq(paymentPlanDebts.planNr, planNr)),
        ),
        sql`${debts.state} NOT IN (8, 9, 10)`,
      ),
    );
  return true;
}

/** Whether a plan may take its first settlement installment: a signed settlement not yet paid. */
export async function settlementAwaitsPayment(db: Db, planNr: number): Promise<boolean> {
  const [row] = await db
    .select({ nr: subpoenaStatuses.nr })
    .from(subpoenaStatuses)
    .where(
      and(
        eq(subpoenaStatuses.planNr, planNr),
        isNotNull(subpoenaStatuses.signed),
        isNull(subpoenaStatuses.paid),
        isNull(subpoenaStatuses.cancelledAt),
      ),
    );
  return Boolean(row);
}
