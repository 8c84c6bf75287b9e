/**
 * Sandbox signing service: a page per task that shows the document and, after a sandbox strong
 * authentication (bank and test identity code), signs or cancels, then returns the browser with
 * requestId and taskId. Its tasks and results are kept in the database (its own table, as an
 * outside service keeps its own), so the page, the signature and the return check may each be
 * answered by another instance behind a load balancer.
 */
import { parse as parseQuery } from 'node:querystring';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { sandboxSigningTasks } from '../db/schema';
import { isValidIdentityCode } from '../lib/identity';
import type { SigningProvider, SigningRequest, SigningResult } from '../providers/types';
import { PERSONAS } from '../seed/personas';
import { BANKS, escapeHtml, SANDBOX_TEXTS, sandboxPage } from './texts';

export const SANDBOX_SIGN_PATH = '/sandbox/sign';
const TTL_MS = 10 * 60 * 1000;

type Task = typeof sandboxSigningTasks.$inferSelect & { lang: SigningRequest['lang'] };

export class SandboxSigningService implements SigningProvider {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async start(request: SigningRequest): Promise<string> {
    const now = new Date();
    await this.db
      .delete(sandboxSigningTasks)
      .where(lt(sandboxSigningTasks.createdAt, new Date(now.getTime() - TTL_MS)));
    await this.db.insert(sandboxSigningTasks).values({
      requestId: request.requestId,
      taskId: request.taskId,
      documentTitle: request.documentTitle,
      lang: request.lang,
      returnUrl: request.returnUrl,
      createdAt: now,
      outcome: 'unknown',
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

  /** Records what the signer did, once: false when the task was no longer open. */
  private async decide(task: Task, outcome: 'signed' | 'cancelled', identityCode?: string) {
    const [row] = await this.db
      .update(sandboxSigningTasks)
      .set({ outcome, identityCode: identityCode ?? null })
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
          back.searchParams.set('requestId', task.requestId);
          back.searchParams.set('taskId', task.taskId);
          return reply.redirect(back.href, 303);
        },
      );
    });
  }
}
