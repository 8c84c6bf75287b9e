/**
 * The sandbox Paytrail Payment API at `/sandbox/paytrail` (it stands where
 * `https://services.paytrail.com` would): `POST /payments`, `GET /payments/{transactionId}`,
 * `POST /payments/{transactionId}/refund` and the providers lists, with Paytrail's headers and
 * signatures. Requests are verified over their `checkout-*` headers and raw body (401 when the
 * signature is wrong), answers are signed the same way and carry a `request-id`. The payment
 * method forms it lists post to the sandbox bank pages (`bank.ts`).
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/dates';
import { cents } from '../lib/money';
import { checkoutSignature, hasValidSignature } from '../providers/hmac';
import type { SandboxBankPayment, SandboxBankStore } from './bank-store';
import {
  GROUP_NAMES,
  GROUP_ORDER,
  LOGO_PATH,
  NO_API_REFUND,
  SANDBOX_METHODS,
  type SandboxMethod,
} from './paytrail-catalogue';

export const SANDBOX_PAYTRAIL_PATH = '/sandbox/paytrail';
/** The payment method (bank) pages the listed forms post to. */
export const SANDBOX_BANK_PATH = '/sandbox/bank';

export interface SandboxPaytrailOptions {
  store: SandboxBankStore;
  clock: Clock;
  publicUrl: string;
  /** The merchant the sandbox knows, and its secret. */
  account: number;
  secret: string;
}

type Language = 'FI' | 'SV' | 'EN';
const LANGUAGES: readonly Language[] = ['FI', 'SV', 'EN'];

const TERMS: Record<Language, string> = {
  FI: 'Jatkamalla maksamista hyväksyt maksuehdot (testiympäristö).',
  SV: 'Genom att fortsätta godkänner du betalningsvillkoren (testmiljö).',
  EN: 'By continuing with your payment, you agree to the payment terms (sandbox).',
};

/** The bank form's own integrity check (the bank and the sandbox Paytrail share the key). */
export function bankFormMac(secret: string, transactionId: string, method: string): string {
  return createHmac('sha256', secret).update(`${transactionId}\n${method}`).digest('hex');
}

/** The signed parameters of a decided payment: the browser's return and the callback. */
export function bankAnswer(secret: string, payment: SandboxBankPayment): Record<string, string> {
  const back: Record<string, string> = {
    'checkout-account': String(payment.account),
    'checkout-algorithm': 'sha256',
    'checkout-amount': String(payment.amountCents),
    'checkout-stamp': payment.stamp,
    'checkout-reference': payment.reference,
    'checkout-transaction-id': payment.transactionId,
    'checkout-status': payment.status,
    'checkout-provider': payment.method ?? '',
  };
  back.signature = checkoutSignature(secret, back);
  return back;
}

/** One listed method, with its form (`parameters` empty when there is no payment yet). */
function providerOf(
  options: SandboxPaytrailOptions,
  method: SandboxMethod,
  transactionId: string | null,
) {
  const logo = `${options.publicUrl}${LOGO_PATH}/${method.id}.svg`;
  return {
    url: `${options.publicUrl}${SANDBOX_BANK_PATH}/${method.id}`,
    icon: logo,
    svg: logo,
    name: method.name,
    group: method.group,
    id: method.id,
    parameters: transactionId
      ? [
          { name: 'transaction', value: transactionId },
          { name: 'mac', value: bankFormMac(options.secret, transactionId, method.id) },
        ]
      : [],
  };
}

/** The groups with their methods, in Paytrail's order, named in the language asked for. */
export function sandboxGroups(
  options: SandboxPaytrailOptions,
  language: Language,
  transactionId: string | null,
) {
  return GROUP_ORDER.map((id) => {
    const providers = SANDBOX_METHODS.filter((m) => m.group === id).map((m) =>
      providerOf(options, m, transactionId),
    );
    return {
      id,
      name: GROUP_NAMES[id][language],
      icon: providers[0]!.icon,
      svg: providers[0]!.svg,
      providers,
    };
  });
}

/** A Paytrail error answer (`{"status":"error","message":…}`). */
function error(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ status: 'error', message });
}

/**
 * Checks a request's signature and its `checkout-*` headers (account, method, transaction id
 * when one is addressed). Answers the reason it is refused, or null.
 */
function refusal(
  options: SandboxPaytrailOptions,
  request: FastifyRequest,
  transactionId?: string,
): string | null {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if ((name.startsWith('checkout-') || name === 'signature') && typeof value === 'string') {
      headers[name] = value;
    }
  }
  const body = typeof request.body === 'string' ? request.body : '';
  if (!hasValidSignature(options.secret, headers, body)) return 'Invalid signature';
  if (headers['checkout-account'] !== String(options.account)) return 'Unknown merchant';
  if (headers['checkout-method'] !== request.method) return 'Method does not match';
  if (!headers['checkout-nonce'] || Number.isNaN(Date.parse(headers['checkout-timestamp'] ?? ''))) {
    return 'Nonce and timestamp are required';
  }
  if (transactionId !== undefined && headers['checkout-transaction-id'] !== transactionId) {
    return 'Transaction id does not match';
  }
  return null;
}

export async function registerSandboxPaytrail(
  app: FastifyInstance,
  options: SandboxPaytrailOptions,
): Promise<void> {
  await app.register(
    async (scope) => {
      // The body is signed as sent: kept as text, parsed by the route.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 65_536 },
        (_request, body, done) => done(null, body),
      );
      // Every answer is signed over its checkout-* headers and body, and names its request.
      scope.addHook('onSend', async (_request, reply, payload) => {
        const text = typeof payload === 'string' ? payload : '';
        const signed: Record<string, string> = {
          'checkout-account': String(options.account),
          'checkout-algorithm': 'sha256',
        };
        for (const [name, value] of Object.entries(signed)) reply.header(name, value);
        const transactionId = reply.getHeader('checkout-transaction-id');
        if (typeof transactionId === 'string') signed['checkout-transaction-id'] = transactionId;
        reply.header('request-id', randomUUID());
        reply.header('signature', checkoutSignature(options.secret, signed, text));
        reply.header('Cache-Control', 'no-store');
        return text;
      });
      scope.setErrorHandler((_err, _request, reply) => error(reply, 400, 'Invalid request'));
      scope.setNotFoundHandler((_request, reply) => error(reply, 404, 'Not found'));
      registerPayments(scope, options);
      registerMerchants(scope, options);
    },
    { prefix: SANDBOX_PAYTRAIL_PATH },
  );
}

/** `POST /payments`, `GET /payments/{id}`, `POST /payments/{id}/refund`. */
function registerPayments(scope: FastifyInstance, options: SandboxPaytrailOptions) {
  const { store } = options;
  scope.post('/payments', async (request, reply) => {
    const denied = refusal(options, request);
    if (denied) return error(reply, 401, denied);
    const body = parseCreate(request.body);
    if (typeof body === 'string') return error(reply, 400, body);
    const transactionId = randomUUID();
    const created = await store.create({
      transactionId,
      account: options.account,
      stamp: body.stamp,
      amountCents: cents(body.amount),
      reference: body.reference,
      method: null,
      status: 'new',
      language: body.language,
      successUrl: body.callbackUrls?.success ?? '',
      cancelUrl: body.callbackUrls?.cancel ?? '',
      redirectSuccessUrl: body.redirectUrls.success,
      redirectCancelUrl: body.redirectUrls.cancel,
      createdAt: options.clock(),
    });
    if (created === 'duplicateStamp') return error(reply, 400, 'Duplicate stamp');
    const groups = sandboxGroups(options, body.language, transactionId);
    return reply
      .code(201)
      .header('checkout-transaction-id', transactionId)
      .send({
        transactionId,
        href: `${options.publicUrl}${SANDBOX_BANK_PATH}/pay/${transactionId}`,
        reference: body.reference,
        terms: TERMS[body.language],
        groups: groups.map(({ providers: _providers, ...group }) => group),
        providers: groups.flatMap((group) => group.providers),
        customProviders: {},
      });
  });

  scope.get<{ Params: { transactionId: string } }>(
    '/payments/:transactionId',
    async (request, reply) => {
      const { transactionId } = request.params;
      const denied = refusal(options, request, transactionId);
      if (denied) return error(reply, 401, denied);
      const payment = await store.byTransactionId(transactionId);
      if (!payment) return error(reply, 404, 'Payment not found');
      return reply.header('checkout-transaction-id', transactionId).send({
        transactionId: payment.transactionId,
        status: payment.status,
        amount: payment.amountCents,
        currency: 'EUR',
        stamp: payment.stamp,
        reference: payment.reference,
        createdAt: payment.createdAt.toISOString(),
        ...(payment.status === 'new'
          ? { href: `${options.publicUrl}${SANDBOX_BANK_PATH}/pay/${transactionId}` }
          : {}),
        ...(payment.method ? { provider: payment.method } : {}),
        ...(payment.status === 'ok' && payment.decidedAt
          ? { paidAt: payment.decidedAt.toISOString() }
          : {}),
      });
    },
  );

  scope.post<{ Params: { transactionId: string } }>(
    '/payments/:transactionId/refund',
    async (request, reply) => {
      const { transactionId } = request.params;
      const denied = refusal(options, request, transactionId);
      if (denied) return error(reply, 401, denied);
      const body = parseRefund(request.body);
      if (typeof body === 'string') return error(reply, 400, body);
      const payment = await store.byTransactionId(transactionId);
      if (!payment) return error(reply, 404, 'Payment not found');
      if (payment.method && NO_API_REFUND.has(payment.method)) {
        return error(reply, 422, 'Payment method provider does not support refunds');
      }
      if (!(await store.refund(transactionId, body.amount))) {
        return error(reply, 400, 'Refund amount exceeds what is left of a paid payment');
      }
      return reply
        .code(201)
        .header('checkout-transaction-id', transactionId)
        .send({ provider: payment.method, status: 'ok', transactionId: randomUUID() });
    },
  );
}

/** The providers lists: flat, and grouped with localized group names. */
function registerMerchants(scope: FastifyInstance, options: SandboxPaytrailOptions) {
  const languageOf = (query: unknown): Language => {
    const value = (query as Record<string, unknown> | null)?.language;
    return LANGUAGES.find((l) => l === value) ?? 'FI';
  };
  scope.get('/merchants/payment-providers', async (request, reply) => {
    const denied = refusal(options, request);
    if (denied) return error(reply, 401, denied);
    return reply.send(sandboxGroups(options, 'FI', null).flatMap((group) => group.providers));
  });
  scope.get('/merchants/grouped-payment-providers', async (request, reply) => {
    const denied = refusal(options, request);
    if (denied) return error(reply, 401, denied);
    const language = languageOf(request.query);
    const groups = sandboxGroups(options, language, null);
    return reply.send({
      terms: TERMS[language],
      groups,
      providers: groups.flatMap((group) => group.providers),
    });
  });
}

interface CreateBody {
  stamp: string;
  reference: string;
  amount: number;
  language: Language;
  redirectUrls: { success: string; cancel: string };
  callbackUrls: { success: string; cancel: string } | null;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isUrl = (value: unknown, max: number): value is string =>
  isText(value, max) && /^https?:\/\//.test(value);
const isAmount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= 99_999_998;

function jsonOf(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A `POST /payments` body as Paytrail validates it, or what is wrong with it. */
function parseCreate(text: unknown): CreateBody | string {
  const body = jsonOf(text);
  if (!body) return 'Body must be a JSON object';
  if (!isText(body.stamp, 200)) return 'stamp is required (at most 200 characters)';
  if (!isText(body.reference, 200)) return 'reference is required (at most 200 characters)';
  if (!isAmount(body.amount)) return 'amount must be a positive integer of cents';
  if (body.currency !== 'EUR') return 'currency must be EUR';
  const language = LANGUAGES.find((l) => l === body.language);
  if (!language) return 'language must be FI, SV or EN';
  const customer = body.customer as Record<string, unknown> | undefined;
  if (!isText(customer?.email, 200)) return 'customer.email is required';
  if (Array.isArray(body.items)) {
    const sum = (body.items as Record<string, unknown>[]).reduce(
      (total, item) => total + Number(item?.unitPrice) * Number(item?.units),
      0,
    );
    if (sum !== body.amount) return 'amount must match the total of the items';
  }
  const redirect = body.redirectUrls as Record<string, unknown> | undefined;
  if (!isUrl(redirect?.success, 300) || !isUrl(redirect?.cancel, 300)) {
    return 'redirectUrls.success and redirectUrls.cancel are required';
  }
  const callback = body.callbackUrls as Record<string, unknown> | undefined;
  if (
    callback !== undefined &&
    (!isUrl(callback?.success, 3000) || !isUrl(callback?.cancel, 3000))
  ) {
    return 'callbackUrls needs success and cancel';
  }
  return {
    stamp: body.stamp,
    reference: body.reference,
    amount: body.amount,
    language,
    redirectUrls: { success: redirect!.success as string, cancel: redirect!.cancel as string },
    callbackUrls: callback
      ? { success: callback.success as string, cancel: callback.cancel as string }
      : null,
  };
}

/** A refund body: an amount and callback URLs. */
function parseRefund(text: unknown): { amount: number } | string {
  const body = jsonOf(text);
  if (!body) return 'Body must be a JSON object';
  if (!isAmount(body.amount)) return 'amount must be a positive integer of cents';
  const callback = body.callbackUrls as Record<string, unknown> | undefined;
  if (!isUrl(callback?.success, 3000) || !isUrl(callback?.cancel, 3000)) {
    return 'callbackUrls needs success and cancel';
  }
  return { amount: body.amount };
}
