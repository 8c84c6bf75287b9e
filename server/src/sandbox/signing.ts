/**
 * Sandbox signing service: a page per task that shows the document and, after a sandbox strong
 * authentication (bank and test identity code), signs or cancels, then returns the browser with
 * a signed notice (requestId, taskId, outcome, timestamp, signature). Like a real e-signing
 * service it also tells the server itself, server to server: a callback with the same signed
 * notice, queued with the decision and retried with backoff until answered 2xx, so a signature
 * is recorded whatever the browser or the debtor's session does. Its tasks and results are kept
 * in the database (its own table, as an outside service keeps its own), so the page, the
 * signature, the callback and the return check may each be handled by another instance.
 */
import { parse as parseQuery } from 'node:querystring';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Db, queryRows } from '../db/client';
import { sandboxSigningTasks } from '../db/schema';
import type { Clock } from '../lib/dates';
import { isValidIdentityCode } from '../lib/identity';
import { hasValidNoticeSignature, signingNoticeSignature } from '../providers/signing-notice';
import type {
  SigningNotice,
  SigningProvider,
  SigningRequest,
  SigningResult,
} from '../providers/types';
import { callbackRetryDelayMs } from '../rules/payment-rules';
import { PERSONAS } from '../seed/personas';
import { BANKS, escapeHtml, SANDBOX_TEXTS, sandboxPage } from './texts';

export const SANDBOX_SIGN_PATH = '/sandbox/sign';
const TTL_MS = 10 * 60 * 1000;
/** How long the service keeps a task, decided or not: longer than its callback retries. */
const KEEP_TASKS_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a claimed callback is one sender's before another may try it. */
const CALLBACK_LEASE_MS = 30_000;

type Task = typeof sandboxSigningTasks.$inferSelect & { lang: SigningRequest['lang'] };

/** What one round of the callback sender did. */
export interface SigningCallbackRound {
  delivered: number;
  failed: number;
}

export class SandboxSigningService implements SigningProvider {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly secret: Uint8Array,
    /** How long after "sign" or "cancel" the service first calls the server back (ms). */
    private readonly callbackDelayMs = 1_000,
    private readonly clock: Clock = () => new Date(),
  ) {}

  /** The signed notice of a decided task, as the return and the callback carry it. */
  notice(task: { requestId: string; taskId: string; outcome: string }): SigningNotice {
    const unsigned = {
      requestId: task.requestId,
      taskId: task.taskId,
      outcome: task.outcome === 'signed' ? ('signed' as const) : ('cancelled' as const),
      timestamp: this.clock().toISOString(),
    };
    return { ...unsigned, signature: signingNoticeSignature(this.secret, unsigned) };
  }

  verifyNotice(notice: SigningNotice): boolean {
    return hasValidNoticeSignature(this.secret, notice);
  }

  /**
   * One round of the callback sender: claims the callbacks that are due (leased, their attempt
   * counted, in one statement, so two instances never send one at once) and posts each notice
   * as JSON. A 2xx answer is delivery; anything else is retried with backoff, then given up.
   */
  async sendCallbacks(
    deliver: (url: string, body: string) => Promise<number>,
    batch = 20,
  ): Promise<SigningCallbackRound> {
    const now = this.clock();
    const t = sandboxSigningTasks;
    const claimed = await queryRows<{ request_id: string }>(
      this.db,
      sql`UPDATE ${t} SET callback_due_at = ${new Date(now.getTime() + CALLBACK_LEASE_MS).toISOString()}::timestamptz,
                 callback_attempts = callback_attempts + 1
           WHERE request_id IN (
             SELECT request_id FROM ${t}
              WHERE callback_due_at <= ${now.toISOString()}::timestamptz
                AND callback_delivered_at IS NULL
              ORDER BY callback_due_at
              LIMIT ${batch}
              FOR UPDATE SKIP LOCKED)
       RETURNING request_id`,
    );
    const round: SigningCallbackRound = { delivered: 0, failed: 0 };
    for (const { request_id: requestId } of claimed) {
      const [task] = await this.db.select().from(t).where(eq(t.requestId, requestId));
      if (!task?.callbackUrl) continue;
      let status = 0;
      try {
        status = await deliver(task.callbackUrl, JSON.stringify(this.notice(task)));
      } catch {
        status = 0;
      }
      if (status >= 200 && status < 300) {
        await this.db
          .update(t)
          .set({ callbackDeliveredAt: this.clock(), callbackDueAt: null })
          .where(eq(t.requestId, requestId));
        round.delivered += 1;
      } else {
        const wait = callbackRetryDelayMs(task.callbackAttempts);
        await this.db
          .update(t)
          .set({
            callbackDueAt: wait === null ? null : new Date(this.clock().getTime() + wait),
          })
          .where(and(eq(t.requestId, requestId), isNull(t.callbackDeliveredAt)));
        round.failed += 1;
      }
    }
    return round;
  }

  async start(request: SigningRequest): Promise<string> {
    const now = new Date();
    // A decided task is kept well past its callbacks' retries (about a day), so that a portal
    // that was down meanwhile can still ask for the result when the notice finally reaches it.
    await this.db
      .delete(sandboxSigningTasks)
      .where(lt(sandboxSigningTasks.createdAt, new Date(now.getTime() - KEEP_TASKS_MS)));
    await this.db.insert(sandboxSigningTasks).values({
      requestId: request.requestId,
      taskId: request.taskId,
      documentTitle: request.documentTitle,
      lang: request.lang,
      returnUrl: request.returnUrl,
      createdAt: now,
      outcome: 'unknown',
      callbackUrl: request.callbackUrl,
    });
    return `${this.publicUrl}${SANDBOX_SIGN_PATH}/${encodeURIComponent(request.requestId)}`;
  }

  async result(requestId: string, taskId: string): Promise<SigningResult> {
    const [task] = await this.db
      .select()
      .from(sandboxSigningTasks)
      .where(
        and(eq(sandboxSigningTasks.requestId, requestId), eq(sandboxSigningTasks.taskId, taskId)),
      );
    if (task?.outcome === 'signed' && task.identityCode) {
      return { outcome: 'signed', identityCode: task.identityCode };
    }
    if (task?.outcome === 'cancelled') return { outcome: 'cancelled' };
    return { outcome: 'unknown' };
  }

  /**
   * Records what the signer did, once, and queues the callback with it: false when the task was
   * no longer open.
   */
  private async decide(task: Task, outcome: 'signed' | 'cancelled', identityCode?: string) {
    const [row] = await this.db
      .update(sandboxSigningTasks)
      .set({
        outcome,
        identityCode: identityCode ?? null,
        callbackDueAt: new Date(this.clock().getTime() + this.callbackDelayMs),
      })
      .where(
        and(
          eq(sandboxSigningTasks.requestId, task.requestId),
          eq(sandboxSigningTasks.outcome, 'unknown'),
        ),
      )
      .returning({ requestId: sandboxSigningTasks.requestId });
    return Boolean(row);
  }

  async register(app: FastifyInstance): Promise<void> {
    const personas = PERSONAS.filter((p) => p.identityCode);
    const open = async (requestId: string): Promise<Task | undefined> => {
      const [task] = await this.db
        .select()
        .from(sandboxSigningTasks)
        .where(eq(sandboxSigningTasks.requestId, requestId));
      return task && Date.now() - task.createdAt.getTime() <= TTL_MS && task.outcome === 'unknown'
        ? (task as Task)
        : undefined;
    };
    const page = (task: Task, error?: string) => {
      const t = SANDBOX_TEXTS[task.lang];
      const action = `${SANDBOX_SIGN_PATH}/${encodeURIComponent(task.requestId)}`;
      return sandboxPage(
        task.lang,
        t.signTitle,
        `<p>${escapeHtml(t.signIntro)}</p>
<dl><dt>${escapeHtml(t.document)}</dt><dd id="document">${escapeHtml(task.documentTitle)}</dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label for="bank">${escapeHtml(t.bank)}</label>
<select id="bank" name="bank" required>${BANKS.map((b) => `<option value="${b.id}">${escapeHtml(b.name)}</option>`).join('')}</select>
<label for="identityCode">${escapeHtml(t.persona)}</label>
<select id="identityCode" name="identityCode">${personas
          .map(
            (p) =>
              `<option value="${escapeHtml(p.identityCode!)}">${escapeHtml(`${p.name} (${p.identityCode})`)}</option>`,
          )
          .join('')}</select>
<div class="actions">
<button type="submit" name="action" value="sign" class="primary">${escapeHtml(t.sign)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`,
      );
    };
    const gone = (reply: FastifyReply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage(
            'en',
            SANDBOX_TEXTS.en.errorTitle,
            `<p class="error">${escapeHtml(SANDBOX_TEXTS.en.expired)}</p>`,
          ),
        );

    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, parseQuery(String(body))),
      );
      scope.get<{ Params: { requestId: string } }>(
        `${SANDBOX_SIGN_PATH}/:requestId`,
        async (request, reply) => {
          const task = await open(request.params.requestId);
          if (!task) return gone(reply);
          return reply.type('text/html; charset=utf-8').send(page(task));
        },
      );
      scope.post<{ Params: { requestId: string } }>(
        `${SANDBOX_SIGN_PATH}/:requestId`,
        async (request, reply) => {
          const task = await open(request.params.requestId);
          if (!task) return gone(reply);
          const form = (request.body ?? {}) as Record<string, unknown>;
          if (form.action === 'cancel') {
            if (!(await this.decide(task, 'cancelled'))) return gone(reply);
          } else {
            const code = typeof form.identityCode === 'string' ? form.identityCode : '';
            if (
              form.action !== 'sign' ||
              !BANKS.some((b) => b.id === form.bank) ||
              !isValidIdentityCode(code)
            ) {
              return reply
                .code(400)
                .type('text/html; charset=utf-8')
                .send(page(task, SANDBOX_TEXTS[task.lang].invalidCode));
            }
            if (!(await this.decide(task, 'signed', code))) return gone(reply);
          }
          const back = new URL(task.returnUrl);
          const notice = this.notice({
            ...task,
            outcome: form.action === 'cancel' ? 'cancelled' : 'signed',
          });
          for (const [name, value] of Object.entries(notice)) back.searchParams.set(name, value);
          return reply.redirect(back.href, 303);
        },
      );
    });
  }
}
