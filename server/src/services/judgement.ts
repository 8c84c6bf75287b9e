/**
 * Court decisions (spec 2, 4 and 7): the debtor authenticates strongly at the signing service,
 * then the decision PDF is e-mailed and the debts are marked `isVerdictDownloaded`.
 */
import { isSendingNow } from '../rules/signing-rules';
import { randomBytes } from 'node:crypto';
import type { components } from '@portal/openapi';
import { forbidden, notFound } from '../http/errors';
import type { Clock } from '../lib/dates';
import type { DocumentRenderer, Mailer, SigningProvider } from '../providers/types';
import type { DebtorRepository, DebtRow } from '../repositories/debtor-repository';
import type { JudgementRepository } from '../repositories/judgement-repository';
import type { SigningTaskRepository } from '../repositories/signing-tasks-repository';
import type { Session } from './sessions';
import {
  checkSignature,
  returnedTask,
  SIGNING_CALLBACK_PATH,
  type SigningTask,
} from './signing-tasks';
import { type LanguageId, parseLanguageId } from '@portal/openapi/language';
import { courtDecisionDocument } from '../documents/court-decision-layout';
import { COURT_DECISION_TEXTS } from '../documents/mail-texts';

type S = components['schemas'];
type Lang = LanguageId;

const TTL_MS = 10 * 60 * 1000;

export class JudgementService {
  constructor(
    private readonly judgements: JudgementRepository,
    private readonly signingTasks: SigningTaskRepository,
    private readonly repository: DebtorRepository,
    private readonly signing: SigningProvider,
    private readonly mailer: Mailer,
    private readonly documents: DocumentRenderer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  private async start(
    session: Session,
    rows: DebtRow[],
    email: string,
    lang: Lang,
    mandatory: boolean,
  ) {
    const requestId = randomBytes(18).toString('base64url');
    const taskId = randomBytes(18).toString('base64url');
    const now = this.clock();
    await this.signingTasks.insert({
      requestId,
      taskId,
      debtorNr: session.debtorNr,
      kind: 'judgement',
      debtNrs: rows.map((d) => d.nr).join(','),
      email,
      lang,
      isMandatory: mandatory,
      status: 'started',
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
    return this.signing.start({
      requestId,
      taskId,
      lang,
      documentTitle: `${COURT_DECISION_TEXTS[lang].title}: ${rows.map((d) => d.orderNr).join(', ')}`,
      returnUrl: `${this.publicUrl}/judgement/verify`,
      callbackUrl: `${this.publicUrl}${SIGNING_CALLBACK_PATH}`,
    });
  }

  /** judgementUrl: the decisions of the given orders; each must have one available (403). */
  async url(session: Session, body: S['VerdictData']): Promise<string> {
    const rows = await this.judgements.debtsOfOrders(session, body.OrderNrs);
    if (rows.length !== body.OrderNrs.length) throw notFound();
    if (rows.some((d) => !d.verdictAvailable)) throw forbidden();
    return this.start(session, rows, body.Email, body.Lang, body.IsMandatory);
  }

  /** The court-decision dialog's sign action: every debt with an available decision. */
  async sign(session: Session, body: S['JudgementSignRequest']): Promise<string | null> {
    const rows = (await this.repository.scopedDebts(session)).filter((d) => d.verdictAvailable);
    if (rows.length === 0) return null;
    return this.start(session, rows, body.Email, body.Lang, body.IsMandatory);
  }

  /**
   * The browser's return: signed in, the task must be this debtor's (404); signed out, the
   * service's signed notice names the task (anything else 400). Then as `record`.
   */
  async verify(
    session: Session | null,
    body: S['JudgementVerifyRequest'],
  ): Promise<S['SigningVerifyResult']> {
    const task = await returnedTask(
      this.signingTasks,
      this.signing,
      this.clock,
      session,
      'judgement',
      body,
    );
    return this.record(task);
  }

  /**
   * Applies a returned or called-back task, once: signed by the debtor's own identity code, the
   * decision is e-mailed to the address given at the start and the debts marked downloaded.
   * Of racing callers only the one that claims the task sends; the others answer `ok` (the
   * identification was received). A failed send gives the task back, so a retry sends it; a task
   * left `sending` by an instance that stopped mid-way is taken again once its claim is stale.
   */
  async record(task: SigningTask): Promise<S['SigningVerifyResult']> {
    const now = this.clock();
    if (task.status === 'done' || isSendingNow(task, now)) return 'ok';
    // A stale claim was signed and checked before it was taken: only the sending is left.
    if (task.status !== 'sending') {
      const identityCode = await this.judgements.identityCode(task.debtorNr);
      const check = await checkSignature(
        this.signingTasks,
        this.signing,
        this.clock,
        task,
        identityCode,
      );
      if (check !== 'signed') return check;
    }
    if (!task.email) {
      await this.signingTasks.finish(task.requestId, 'failed');
      return 'error';
    }
    if (!(await this.signingTasks.claim(task.requestId, now))) return 'ok';
    const debtNrs = task.debtNrs.split(',').map(Number);
    try {
      await this.send(task, task.email, debtNrs);
    } catch (error) {
      await this.signingTasks.release(task.requestId);
      throw new VerdictNotSent(error);
    }
    await this.judgements.markSent(task.requestId, debtNrs);
    return 'ok';
  }

  private async send(task: SigningTask, email: string, debtNrs: number[]): Promise<void> {
    const rows = await this.judgements.debtsByNr(debtNrs);
    const lang = parseLanguageId(task.lang) ?? 'fi';
    const t = COURT_DECISION_TEXTS[lang];
    const caseNumbers = rows.map((d) => d.orderNr);
    const pdf = await this.documents.renderPdf(
      courtDecisionDocument(lang, this.clock().toISOString().slice(0, 10), rows),
    );
    await this.mailer.send({
      to: email,
      subject: t.subject(caseNumbers),
      text: t.body(caseNumbers),
      attachments: [
        { fileName: `${t.fileName}.pdf`, contentType: 'application/pdf', content: pdf },
      ],
    });
  }
}

/**
 * The decision could not be made or e-mailed (spec 8 "Judgement 1: error fetching verdict"). The
 * task is given back first, so the next return or callback sends it.
 */
export class VerdictNotSent extends Error {
  constructor(cause: unknown) {
    super('court decision not sent', { cause });
    this.name = 'VerdictNotSent';
  }
}
