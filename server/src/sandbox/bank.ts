/**
 * Sandbox bank pages: the portal auto-submits the signed payment form here; the page shows the
 * receiver, amount and reference with "pay" and "cancel", and returns the browser to
 * `/payment/verify` with signed return parameters (Paytrail style). Like the real service, the
 * bank also calls the merchant's callback URL server to server after "pay" or "cancel"
 * (`SandboxBankCallbacks`, from a queue in the database, retried with backoff), and answers
 * the status query by transaction id.
 */
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../lib/dates';
import { formatEuros } from '../lib/money';
import { hasValidSignature } from '../providers/hmac';
import {
  SANDBOX_BANK_PATH,
  SANDBOX_STATUS_PATH,
  type SandboxPaymentProvider,
} from '../providers/sandbox-payments';
import { callbackRetryDelayMs } from '../rules/payment-rules';
import type { SandboxBankPayment, SandboxBankStore } from './bank-store';
import { BANKS, escapeHtml, SANDBOX_TEXTS, sandboxLang, sandboxPage } from './texts';
import { localeOf } from '@portal/openapi/language';

export const RECEIVER = 'Perintä Oy';

const REQUEST_FIELDS = [
  'checkout-account',
  'checkout-algorithm',
  'checkout-amount',
  'checkout-stamp',
  'checkout-reference',
  'checkout-provider',
  'checkout-language',
  'checkout-return-url',
  'checkout-transaction-id',
] as const;

export interface SandboxBankOptions {
  store: SandboxBankStore;
  clock: Clock;
  /** How long after "pay" or "cancel" the bank first calls the merchant back (ms). */
  callbackDelayMs: number;
}

/** The signed parameters the bank sends back (return and callback) for a decided payment. */
export function bankAnswer(
  provider: SandboxPaymentProvider,
  payment: SandboxBankPayment,
): Record<string, string> {
  const back: Record<string, string> = {
    'checkout-account': String(payment.account),
    'checkout-algorithm': 'sha256',
    'checkout-amount': String(payment.amountCents),
    'checkout-stamp': payment.stamp,
    'checkout-reference': payment.reference,
    'checkout-transaction-id': payment.transactionId,
    'checkout-status': payment.status,
    'checkout-provider': payment.method,
  };
  back.signature = provider.sign(back);
  return back;
}

export async function registerSandboxBank(
  app: FastifyInstance,
  provider: SandboxPaymentProvider,
  secret: Uint8Array,
  options: SandboxBankOptions,
): Promise<void> {
  const { store, clock } = options;
  await app.register(async (scope) => {
    // The page shows an amount and a signed form: no browser or proxy may keep a copy.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );

    /**
     * The signed request fields of a payment the bank knows, or null when anything is missing,
     * repeated, forged or not the payment created with the bank.
     */
    async function signedRequest(
      body: unknown,
      method: string,
    ): Promise<Record<string, string> | null> {
      if (!body || typeof body !== 'object') return null;
      const form = body as Record<string, unknown>;
      const params: Record<string, string> = {};
      for (const name of [...REQUEST_FIELDS, 'signature']) {
        const value = form[name];
        if (typeof value !== 'string' || value.length > 512) return null;
        params[name] = value;
      }
      if (!hasValidSignature(secret, params)) return null;
      if (params['checkout-provider'] !== method) return null;
      if (!/^[1-9]\d{0,8}$/.test(params['checkout-amount']!)) return null;
      if (!provider.isOwnReturnUrl(params['checkout-return-url']!)) return null;
      const known = await store.byTransactionId(params['checkout-transaction-id']!);
      if (
        !known ||
        known.stamp !== params['checkout-stamp'] ||
        known.amountCents !== Number(params['checkout-amount']) ||
        known.reference !== params['checkout-reference'] ||
        known.method !== method
      ) {
        return null;
      }
      return params;
    }

    function refuse(reply: FastifyReply) {
      const t = SANDBOX_TEXTS.en;
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(sandboxPage('en', t.errorTitle, '<p class="error">Invalid payment request.</p>'));
    }

    scope.post<{ Params: { method: string } }>(
      `${SANDBOX_BANK_PATH}/:method`,
      async (request, reply) => {
        const bank = BANKS.find((b) => b.id === request.params.method);
        const params = bank ? await signedRequest(request.body, bank.id) : null;
        if (!bank || !params) return refuse(reply);
        const lang = sandboxLang(params['checkout-language']);
        const t = SANDBOX_TEXTS[lang];
        const hidden = Object.entries(params)
          .map(
            ([name, value]) =>
              `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
          )
          .join('\n');
        const amount = formatEuros(Number(params['checkout-amount']), localeOf[lang]);
        return reply.type('text/html; charset=utf-8').send(
          sandboxPage(
            lang,
            `${t.bankTitle} – ${bank.name}`,
            `<dl>
<dt>${escapeHtml(t.receiver)}</dt><dd>${escapeHtml(RECEIVER)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd id="amount">${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd id="reference">${escapeHtml(params['checkout-reference']!)}</dd>
</dl>
<form method="post" action="${SANDBOX_BANK_PATH}/${bank.id}/decide">
${hidden}
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
        const bank = BANKS.find((b) => b.id === request.params.method);
        const params = bank ? await signedRequest(request.body, bank.id) : null;
        const action = (request.body as Record<string, unknown> | undefined)?.action;
        if (!bank || !params || (action !== 'pay' && action !== 'cancel')) return refuse(reply);
        // The first decision counts; the callback is queued with it, so the merchant hears of
        // the payment whatever the browser does next.
        const now = clock();
        const decided = await store.decide(
          params['checkout-stamp']!,
          action === 'pay' ? 'ok' : 'fail',
          now,
          new Date(now.getTime() + options.callbackDelayMs),
        );
        if (!decided || decided.status === 'new') return refuse(reply);
        const back = bankAnswer(provider, decided);
        const url = `${params['checkout-return-url']}?${new URLSearchParams(back).toString()}`;
        return reply.redirect(url, 303);
      },
    );

    // The status query (Paytrail `GET /payments/{transactionId}`): the request is signed over
    // its checkout-* headers, the answer over its checkout-* headers and body.
    scope.get<{ Params: { transactionId: string } }>(
      `${SANDBOX_STATUS_PATH}/:transactionId`,
      async (request, reply) => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(request.headers)) {
          if ((name.startsWith('checkout-') || name === 'signature') && typeof value === 'string') {
            headers[name] = value;
          }
        }
        const transactionId = request.params.transactionId;
        if (
          !hasValidSignature(secret, headers) ||
          headers['checkout-account'] !== String(provider.merchantAccount) ||
          headers['checkout-transaction-id'] !== transactionId
        ) {
          return reply.code(401).type('application/json').send('{"status":"error"}');
        }
        const payment = await store.byTransactionId(transactionId);
        if (!payment) return reply.code(404).type('application/json').send('{"status":"error"}');
        const body = JSON.stringify({
          transactionId: payment.transactionId,
          status: payment.status,
          amount: payment.amountCents,
          currency: 'EUR',
          stamp: payment.stamp,
          reference: payment.reference,
          createdAt: payment.createdAt.toISOString(),
          provider: payment.method,
        });
        const answer: Record<string, string> = {
          'checkout-account': String(payment.account),
          'checkout-algorithm': 'sha256',
          'checkout-transaction-id': payment.transactionId,
        };
        for (const [name, value] of Object.entries(answer)) reply.header(name, value);
        return reply
          .header('signature', provider.sign(answer, body))
          .type('application/json; charset=utf-8')
          .send(body);
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
    private readonly provider: SandboxPaymentProvider,
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
        const url = `${base}?${new URLSearchParams(bankAnswer(this.provider, payment)).toString()}`;
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
