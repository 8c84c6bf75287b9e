/**
 * Settlement (reconciliation) of a subpoena (spec 2, 4 and 7; contract tag Reconciliation): the
 * flow of each operation. Where each part lives:
 * - the shared rules (dialog step of a status, plan summary, rounding, when the offer shows):
 *   `@portal/openapi/settlement` (openapi/src/settlement.ts);
 * - the server's rules (plan terms, which operation a state allows, which debts may settle):
 *   `settlement-rules.ts`;
 * - the SQL: `../repositories/settlement-repository.ts`;
 * - the two PDFs: `documents/settlement-layout.ts`.
 *
 * start creates the subpoena status (created, dialog step 4) over the chosen debts; calculate
 * answers the binding settlement plan (the payment plan arithmetic of `plan-calculation.ts`);
 * create stores it as an unconfirmed reconciliation plan (type 6); sign sends the debtor to the
 * signing service, whose return (verify) sets the status signed (step 5); the bank's return of
 * the first installment (payment type `reconciliation`) sets it paid without a payment number
 * (still step 5, the payment pending), and booking that payment sets the payment number (step 6)
 * and makes the plan an active one (see the repository's `settlementPaymentPending` and
 * `settlementPaid`, called by the payments service). cancel ends a settlement not yet paid.
 *
 * Identifiers of other debtors or out of the session's scope answer 404; a settlement in the
 * wrong state (already started, signed, cancelled, paid; an open complaint) is refused with
 * `status` 1. Every change is one transaction guarded by the state it expects.
 */
import { randomBytes } from 'node:crypto';
import { type components, localeOf } from '@portal/openapi';
import { DOCUMENT_TEXTS } from '../documents/texts';
import { badRequest, GENERIC_ERROR, notFound } from '../http/errors';
import { type Clock, todayInHelsinki } from '../lib/dates';
import type { DocumentLocale } from '../lib/money';
import type { SigningProvider } from '../providers/types';
import type { DebtorRepository, DebtRow } from '../repositories/debtor-repository';
import type { SettlementRepository, StatusRow } from '../repositories/settlement-repository';
import type { SigningTaskRepository } from '../repositories/signing-tasks-repository';
import { debtFigures } from '../rules/debt-card-rules';
import { mapSubpoenaStatus } from './debtor';
import type { DocumentService, RenderedDocument } from './documents';
import { type CalculatedPlan, calculatePlan, firstDueDate } from '../rules/plan-calculation';
import { type PlanService, toCalculationResult } from './plans';
import type { Session } from './sessions';
import {
  documentLocale,
  settlementPlanDocument,
  settlementStatusDocument,
} from '../documents/settlement-layout';
import {
  debtsAllowSettlement,
  SETTLEMENT_DATE_SELECTION,
  SETTLEMENT_MAX_MONTHS,
  SETTLEMENT_MIN_INSTALLMENT_CENTS,
  sameDebts,
  settlementAllows,
  SIGNING_TTL_MS,
} from '../rules/settlement-rules';
import {
  checkSignature,
  returnedTask,
  SIGNING_CALLBACK_PATH,
  type SigningTask,
} from './signing-tasks';

export { SETTLEMENT_MAX_MONTHS, SETTLEMENT_MIN_INSTALLMENT_CENTS } from '../rules/settlement-rules';

type S = components['schemas'];

export type SettlementOutcome<T> = { ok: true; value: T } | { ok: false; errorCode: string };
const REFUSED = { ok: false, errorCode: GENERIC_ERROR } as const;

/** The chosen debts; each must be one of the subpoena's that the session reaches (404). */
function pick(scoped: DebtRow[], debtNrs: number[]): DebtRow[] {
  const byNr = new Map(scoped.map((d) => [d.nr, d]));
  return debtNrs.map((nr) => {
    const debt = byNr.get(nr);
    if (!debt) throw notFound();
    return debt;
  });
}

export class ReconciliationService {
  constructor(
    private readonly settlements: SettlementRepository,
    private readonly repository: DebtorRepository,
    private readonly plans: PlanService,
    private readonly signingTasks: SigningTaskRepository,
    private readonly documents: DocumentService,
    private readonly signing: SigningProvider,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  // ---------------------------------------------------------------- lookups

  /** The subpoena's debts the session reaches; 404 for another debtor's or an unknown subpoena. */
  private async subpoenaDebts(session: Session, subpoenaNr: number): Promise<DebtRow[]> {
    const rows = await this.settlements.subpoenaDebts(session, subpoenaNr);
    if (rows.length === 0) throw notFound();
    return rows;
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
    if (debtNrs) pick(scoped, debtNrs);
    const found = await this.settlements.statusOf(subpoenaNr, statusNr);
    if (!found) throw notFound();
    const rows = pick(scoped, found.debtNrs).sort((a, b) => a.orderNr - b.orderNr);
    if (debtNrs && !sameDebts(debtNrs, found.debtNrs)) throw badRequest();
    return { status: found.status, rows };
  }

  /** spec 4: the debts may be settled (none ended, no open complaint). */
  private async maySettle(rows: DebtRow[]): Promise<boolean> {
    const states = rows.map((d) => d.state);
    if (!debtsAllowSettlement(states, false)) return false;
    const openReclamation = await this.settlements.openReclamation(rows.map((d) => d.nr));
    return debtsAllowSettlement(states, openReclamation);
  }

  /** The subpoena as the debtor call shows it. */
  private async view(session: Session, subpoenaNr: number): Promise<S['Subpoena']> {
    const { orderNrs, status } = await this.settlements.subpoenaView(session.debtorNr, subpoenaNr);
    return { nr: subpoenaNr, orderNrs, status: status ? mapSubpoenaStatus(status) : null };
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

  /** The plan of a status: the stored one once created, else the one create would store. */
  private async planOf(status: StatusRow, rows: DebtRow[]): Promise<CalculatedPlan | null> {
    return status.planNr ? this.settlements.storedPlan(status.planNr) : this.compute(rows);
  }

  // ---------------------------------------------------------------- operations

  /** `POST /api/reconciliation/start` */
  async start(
    session: Session,
    body: S['ReconciliationStartRequest'],
  ): Promise<SettlementOutcome<S['Subpoena']>> {
    const scoped = await this.subpoenaDebts(session, body.SubPoenaNr);
    const chosen = pick(scoped, body.DebtNrs);
    if (!(await this.settlements.offered(session.debtorNr))) return REFUSED;
    if (!(await this.maySettle(chosen))) return REFUSED;
    const started = await this.settlements.insertStatus(
      body.SubPoenaNr,
      chosen.map((d) => d.nr),
      this.clock(),
    );
    if (!started) return REFUSED;
    return { ok: true, value: await this.view(session, body.SubPoenaNr) };
  }

  /** `POST /api/reconciliation/calculate` */
  async calculate(
    session: Session,
    body: S['ReconciliationCalculateRequest'],
  ): Promise<SettlementOutcome<S['CalculationResult']>> {
    const { status, rows } = await this.load(session, body.SubPoenaNr, body.StatusNr, body.DebtNrs);
    if (!settlementAllows('calculate', status)) return REFUSED;
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
    if (!settlementAllows('create', status)) return REFUSED;
    if (status.planNr) return { ok: true, value: await this.view(session, body.SubPoenaNr) };
    if (!(await this.maySettle(rows))) return REFUSED;
    const plan = await this.compute(rows);
    if (!plan) return REFUSED;
    const stored = await this.settlements.storeStatusPlan(
      status.nr,
      {
        debtorNr: session.debtorNr,
        createdAt: this.clock(),
        dateSelection: SETTLEMENT_DATE_SELECTION,
        lang: body.lang,
      },
      rows.map((d) => d.nr),
      plan,
    );
    if (!stored) {
      // Another create stored the plan meanwhile (or the settlement was cancelled).
      const again = await this.settlements.status(status.nr);
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
    if (!settlementAllows('sign', status)) return REFUSED;
    if (!(await this.maySettle(rows))) return REFUSED;
    const requestId = randomBytes(18).toString('base64url');
    const taskId = randomBytes(18).toString('base64url');
    const t = DOCUMENT_TEXTS[localeOf[body.Lang]].settlement;
    const url = await this.signing.start({
      requestId,
      taskId,
      lang: body.Lang,
      documentTitle: `${t.documentTitle}: ${rows.map((d) => d.orderNr).join(', ')}`,
      returnUrl: `${this.publicUrl}/reconciliation/verify`,
      callbackUrl: `${this.publicUrl}${SIGNING_CALLBACK_PATH}`,
    });
    const now = this.clock();
    await this.settlements.insertSigningTask({
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
    if (!settlementAllows('url', status)) throw notFound();
    const url = await this.settlements.signingUrl(status.nr, session.debtorNr, this.clock());
    if (!url) throw notFound();
    return url;
  }

  /**
   * `POST /api/reconciliation/verify`: the signing service's return. Signed in, the task must be
   * this debtor's (404); signed out, the service's signed notice names it (anything else 400).
   * Then as `record`.
   */
  async verify(
    session: Session | null,
    body: S['SigningVerifyRequest'],
  ): Promise<S['SigningVerifyResult']> {
    const task = await returnedTask(
      this.signingTasks,
      this.signing,
      this.clock,
      session,
      'reconciliation',
      body,
    );
    return this.record(task);
  }

  /**
   * Applies a returned or called-back task: signed by the debtor's own identity code, the first
   * valid return or callback sets the status signed (task and status in one transaction); a
   * repeat, or the loser of a race, answers the same without changing anything.
   */
  async record(task: SigningTask): Promise<S['SigningVerifyResult']> {
    if (task.subpoenaStatusNr === null) throw notFound();
    const statusNr = task.subpoenaStatusNr;
    const signedNow = async () => {
      const status = await this.settlements.status(statusNr);
      return status?.signed && !status.cancelledAt ? ('ok' as const) : ('error' as const);
    };
    if (task.status === 'done') return signedNow();
    const debtor = await this.repository.findDebtor(task.debtorNr);
    const check = await checkSignature(
      this.signingTasks,
      this.signing,
      this.clock,
      task,
      debtor?.identityCode,
    );
    if (check !== 'signed') return check;
    if (await this.settlements.markSigned(task.requestId, statusNr, this.clock())) return 'ok';
    // A racing return applied it, or the settlement was cancelled or signed through another task.
    return signedNow();
  }

  /** `POST /api/reconciliation/cancel`: ends a settlement whose first installment is not paid. */
  async cancel(
    session: Session,
    body: S['ReconciliationCancelRequest'],
  ): Promise<SettlementOutcome<true>> {
    const { status } = await this.load(session, body.SubPoenaNr, body.StatusNr, body.DebtNrs);
    if (!settlementAllows('cancel', status)) return REFUSED;
    // A payment of the plan already made at the bank cannot be undone (a first installment's
    // return sets `paid`; this also covers any other pending payment of the plan).
    if (status.planNr && (await this.settlements.paymentPending(status.planNr))) return REFUSED;
    if (!(await this.settlements.cancel(status, this.clock()))) return REFUSED;
    return { ok: true, value: true };
  }

  // ---------------------------------------------------------------- documents

  /** `GET /api/reconciliation/file/ms/{msnr}`: the settlement plan of a settlement of the debtor. */
  async planDocument(
    session: Session,
    planNr: number,
    requested: DocumentLocale | null,
  ): Promise<RenderedDocument> {
    const status = await this.settlements.statusOfPlan(planNr);
    if (!status) throw notFound();
    const { rows } = await this.load(session, status.subpoenaNr, status.nr);
    const found = await this.repository.scopedPlan(session, planNr);
    const plan = await this.settlements.storedPlan(planNr);
    if (!found || !plan) throw notFound();
    const locale = documentLocale(requested, status.lang);
    const { model, fileName } = settlementPlanDocument(await this.frame(session, locale), {
      planNr,
      status,
      planCreatedAt: found.plan.createdAt,
      rows,
      plan,
    });
    return { fileName, pdf: await this.documents.render(model) };
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
    const openCents = new Map<number, number>();
    for (const debt of rows) {
      const figures = debtFigures(
        debt,
        await this.repository.billsOf(debt.nr),
        await this.repository.paymentsOf(debt.nr),
      );
      openCents.set(debt.nr, figures.left);
    }
    const plan = await this.planOf(status, rows);
    const locale = documentLocale(requested, status.lang);
    const { model, fileName } = settlementStatusDocument(await this.frame(session, locale), {
      status,
      rows,
      openCents,
      plan,
    });
    return { fileName, pdf: await this.documents.render(model) };
  }

  private async frame(session: Session, locale: DocumentLocale) {
    const debtor = await this.documents.debtor(session);
    return { locale, headerLines: await this.documents.header(locale, debtor.nr, debtor.name) };
  }
}
