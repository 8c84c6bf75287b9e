/**
 * Sandbox bank pages: the portal auto-submits the signed payment form here; the page shows the
 * receiver, amount and reference with "pay" and "cancel", and returns the browser to
 * `/payment/verify` with signed return parameters (Paytrail style).
 */
import { randomBytes } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatEuros } from '../lib/money';
import { hasValidSignature } from '../providers/hmac';
import { SANDBOX_BANK_PATH, type SandboxPaymentProvider } from '../providers/sandbox-payments';
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
] as const;

export async function registerSandboxBank(
  app: FastifyInstance,
  provider: SandboxPaymentProvider,
  secret: Uint8Array,
): Promise<void> {
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

    /** The signed request fields, or null when anything is missing, repeated or forged. */
    function signedRequest(body: unknown, method: string): Record<string, string> | null {
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
        const params = bank ? signedRequest(request.body, bank.id) : null;
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
        const params = bank ? signedRequest(request.body, bank.id) : null;
        const action = (request.body as Record<string, unknown> | undefined)?.action;
        if (!bank || !params || (action !== 'pay' && action !== 'cancel')) return refuse(reply);
        const back: Record<string, string> = {
          'checkout-account': params['checkout-account']!,
          'checkout-algorithm': 'sha256',
          'checkout-amount': params['checkout-amount']!,
          'checkout-stamp': params['checkout-stamp']!,
          'checkout-reference': params['checkout-reference']!,
          'checkout-transaction-id': randomBytes(12).toString('hex'),
          'checkout-status': action === 'pay' ? 'ok' : 'fail',
          'checkout-provider': bank.id,
        };
        back.signature = provider.sign(back);
        const url = `${params['checkout-return-url']}?${new URLSearchParams(back).toString()}`;
        return reply.redirect(url, 303);
      },
    );
  });
}
