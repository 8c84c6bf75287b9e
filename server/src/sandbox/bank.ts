/**
 * Sandbox payment method pages (the banks and MobilePay): the portal posts the form the sandbox
 * Paytrail listed (`paytrail-api.ts`) here; the page shows the receiver, amount and reference
 * with "pay" and "cancel", and returns the browser to the merchant's redirect URL with Paytrail's
 * signed parameters. Like Paytrail, the sandbox also calls the merchant's callback URL server to
 * server after "pay" or "cancel" (`SandboxBankCallbacks`, from a queue in the database, retried
 * with backoff).
 */
import { parse as parseQuery } from 'node:querystring';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../lib/dates';
import { formatEuros } from '../lib/money';
import { callbackRetryDelayMs } from '../rules/payment-rules';
import type { SandboxBankPayment, SandboxBankStore } from './bank-store';
import { SANDBOX_METHODS, type SandboxMethod } from './paytrail-catalogue';
import { bankAnswer, bankFormMac, SANDBOX_BANK_PATH, sandboxGroups } from './paytrail-api';
import { escapeHtml, SANDBOX_TEXTS, type SandboxLang, sandboxPage } from './texts';
import { localeOf } from '@portal/openapi/language';

export const RECEIVER = 'Perintä Oy';

export interface SandboxBankOptions {
  store: SandboxBankStore;
  clock: Clock;
  /** How long after "pay" or "cancel" the bank first calls the merchant back (ms). */
  callbackDelayMs: number;
  publicUrl: string;
  account: number;
  /** The merchant's secret: the returns and callbacks are signed with it. */
  secret: string;
}

const LANG_OF: Record<string, SandboxLang> = { FI: 'fi', SV: 'se', EN: 'en' };

function sameMac(given: unknown, expected: string): boolean {
  return (
    typeof given === 'string' &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

export async function registerSandboxBank(
  app: FastifyInstance,
  options: SandboxBankOptions,
): Promise<void> {
  const { store, clock, secret } = options;
  await app.register(async (scope) => {
    // The page shows an amount and a form: no browser or proxy may keep a copy.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );

    /**
     * The open payment a method's form names, or null when the form is forged, altered or not
     * of a payment the sandbox Paytrail created.
     */
    async function formPayment(
      body: unknown,
      method: SandboxMethod | undefined,
    ): Promise<SandboxBankPayment | null> {
      if (!method || !body || typeof body !== 'object') return null;
      const form = body as Record<string, unknown>;
      const transactionId = form.transaction;
      if (typeof transactionId !== 'string' || transactionId.length > 100) return null;
      if (!sameMac(form.mac, bankFormMac(secret, transactionId, method.id))) return null;
      const payment = await store.byTransactionId(transactionId);
      return payment && payment.account === options.account ? payment : null;
    }

    function refuse(reply: FastifyReply) {
      const t = SANDBOX_TEXTS.en;
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(sandboxPage('en', t.errorTitle, '<p class="error">Invalid payment request.</p>'));
    }

    const methodOf = (id: string) => SANDBOX_METHODS.find((m) => m.id === id);

    scope.post<{ Params: { method: string } }>(
      `${SANDBOX_BANK_PATH}/:method`,
      async (request, reply) => {
        const method = methodOf(request.params.method);
        const found = await formPayment(request.body, method);
        if (!method || !found || found.status !== 'new') return refuse(reply);
        // The payer chose this method: the return and the status query name it.
        const payment = await store.choose(found.transactionId, method.id);
        if (!payment || payment.method !== method.id) return refuse(reply);
        const lang = LANG_OF[payment.language] ?? 'fi';
        const t = SANDBOX_TEXTS[lang];
        const form = request.body as Record<string, string>;
        const amount = formatEuros(payment.amountCents, localeOf[lang]);
        return reply.type('text/html; charset=utf-8').send(
          sandboxPage(
            lang,
            `${t.bankTitle} – ${method.name}`,
            `<dl>
<dt>${escapeHtml(t.receiver)}</dt><dd>${escapeHtml(RECEIVER)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd id="amount">${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd id="reference">${escapeHtml(payment.reference)}</dd>
</dl>
<form method="post" action="${SANDBOX_BANK_PATH}/${method.id}/decide">
<input type="hidden" name="transaction" value="${escapeHtml(payment.transactionId)}">
<input type="hidden" name="mac" value="${escapeHtml(String(form.mac))}">
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(t.pay)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>`,
          ),
        );
      },
    );

    scope.post<{ Params: { method: string } }>(
      `${SANDBOX_BANK_PATH}/:method/decide`,
      async (request, reply) => {
        const method = methodOf(request.params.method);
        const posted = await formPayment(request.body, method);
        const action = (request.body as Record<string, unknown> | undefined)?.action;
        // A payer who answers the method's form straight away has chosen it too.
        const found =
          posted && method && posted.status === 'new'
            ? await store.choose(posted.transactionId, method.id)
            : posted;
        if (!found || found.method !== method?.id || (action !== 'pay' && action !== 'cancel')) {
          return refuse(reply);
        }
        // The first decision counts; the callback is queued with it, so the merchant hears of
        // the payment whatever the browser does next.
        const now = clock();
        const decided = await store.decide(
          found.transactionId,
          action === 'pay' ? 'ok' : 'fail',
          now,
          found.successUrl ? new Date(now.getTime() + options.callbackDelayMs) : null,
        );
        if (!decided || decided.status === 'new') return refuse(reply);
        const back = bankAnswer(secret, decided);
        const base =
          decided.status === 'ok' ? decided.redirectSuccessUrl : decided.redirectCancelUrl;
        return reply.redirect(`${base}?${new URLSearchParams(back).toString()}`, 303);
      },
    );

    // The hosted payment page (`href`): every method's form, for a merchant that renders none.
    scope.get<{ Params: { transactionId: string } }>(
      `${SANDBOX_BANK_PATH}/pay/:transactionId`,
      async (request, reply) => {
        const payment = await store.byTransactionId(request.params.transactionId);
        if (!payment || payment.status !== 'new') return refuse(reply);
        const lang = LANG_OF[payment.language] ?? 'fi';
        const language =
          payment.language === 'SV' || payment.language === 'EN' ? payment.language : 'FI';
        const groups = sandboxGroups(options, language, payment.transactionId);
        const forms = groups
          .flatMap((group) => group.providers)
          .map(
            (p) => `<form method="post" action="${escapeHtml(new URL(p.url).pathname)}">
${p.parameters.map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`).join('')}
<button type="submit">${escapeHtml(p.name)}</button>
</form>`,
          )
          .join('\n');
        return reply
          .type('text/html; charset=utf-8')
          .send(sandboxPage(lang, SANDBOX_TEXTS[lang].bankTitle, forms));
      },
    );
  });
}

/** What one round of the bank's callback sender did. */
export interface CallbackRound {
  delivered: number;
  failed: number;
}

/**
 * The bank's callback sender: each round claims the callbacks that are due and calls the
 * merchant's success or cancel URL with the signed parameters (GET, as Paytrail does). A
 * callback answered 2xx is done; anything else (an error, a refusal, the server away) is
 * retried with backoff (`callbackRetryDelayMs`). `runOnce()` is one round.
 */
export class SandboxBankCallbacks {
  constructor(
    private readonly store: SandboxBankStore,
    private readonly secret: string,
    /** Calls the URL; answers the HTTP status (throws when the merchant cannot be reached). */
    private readonly deliver: (url: string) => Promise<number>,
    private readonly clock: Clock,
    private readonly batch = 20,
  ) {}

  async runOnce(): Promise<CallbackRound> {
    const round: CallbackRound = { delivered: 0, failed: 0 };
    const due = await this.store.claimDueCallbacks(this.clock(), this.batch);
    await Promise.all(
      due.map(async (payment) => {
        const base = payment.status === 'ok' ? payment.successUrl : payment.cancelUrl;
        const url = `${base}?${new URLSearchParams(bankAnswer(this.secret, payment)).toString()}`;
        let status = 0;
        try {
          status = await this.deliver(url);
        } catch {
          status = 0;
        }
        if (status >= 200 && status < 300) {
          await this.store.delivered(payment.transactionId, this.clock());
          round.delivered += 1;
        } else {
          const wait = callbackRetryDelayMs(payment.callbackAttempts);
          await this.store.retryAt(
            payment.transactionId,
            wait === null ? null : new Date(this.clock().getTime() + wait),
          );
          round.failed += 1;
        }
      }),
    );
    return round;
  }
}
