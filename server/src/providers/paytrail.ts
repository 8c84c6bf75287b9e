/**
 * The Paytrail Payment API adapter (https://docs.paytrail.com): every request is signed over its
 * `checkout-*` headers and body, every answer's `signature` header is checked the same way, and
 * the browser's return and the callback are verified over their `checkout-*` parameters. The
 * default set-up points it at the sandbox this server serves at `/sandbox/paytrail` with
 * Paytrail's public test merchant, so the tested path is the production one.
 */
import type { LanguageId } from '@portal/openapi/language';
import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../lib/dates';
import { type ProviderResult, resultOfParams } from '../rules/payment-rules';
import { checkoutSignature, hasValidSignature } from './hmac';
import type {
  PaymentForm,
  PaymentMethodGroup,
  PaymentOrder,
  PaymentProvider,
  ProviderLog,
  RefundOutcome,
  RefundRequest,
} from './types';

/** Paytrail's public test merchant (docs.paytrail.com, "Test credentials"). */
export const PAYTRAIL_TEST_ACCOUNT = 375917;
export const PAYTRAIL_TEST_SECRET = 'SAIPPUAKAUPPIAS';
export const PAYTRAIL_PRODUCTION_URL = 'https://services.paytrail.com';

/** How the adapter reaches the API (in process for this server's sandbox, `fetch` otherwise). */
export type ProviderFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<Response>;

export interface PaytrailOptions {
  /** `https://services.paytrail.com`, or the sandbox's `${PUBLIC_URL}/sandbox/paytrail`. */
  apiUrl: string;
  account: number;
  secret: string;
  /**
   * Paytrail requires a customer e-mail address; the portal sends the merchant's own, so that
   * no personal data of the debtor goes to the provider.
   */
  customerEmail: string;
  fetch: ProviderFetch;
  clock?: Clock;
  /** Where the adapter logs when a call has no request of its own (jobs). */
  log?: ProviderLog;
  /** A unique value per request (`checkout-nonce`); a UUID by default. */
  nonce?: () => string;
}

/** Paytrail's language codes by the portal's language. */
const LANGUAGE = { fi: 'FI', se: 'SV', en: 'EN' } as const;

/** A verified answer of the API. */
interface Answer {
  status: number;
  /** The parsed body of a signed answer; null when unsigned, empty or not JSON. */
  json: Record<string, unknown> | null;
}

const quiet: ProviderLog = { info: () => undefined, warn: () => undefined };

export class PaytrailPaymentProvider implements PaymentProvider {
  readonly merchantAccount: number;
  private readonly clock: Clock;
  private readonly apiUrl: string;

  constructor(private readonly options: PaytrailOptions) {
    this.merchantAccount = options.account;
    this.clock = options.clock ?? systemClock;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
  }

  /** A request's headers, signed over the `checkout-*` ones and the body exactly as sent. */
  signedHeaders(
    method: 'GET' | 'POST',
    body: string,
    transactionId?: string,
  ): Record<string, string> {
    const headers: Record<string, string> = {
      'checkout-account': String(this.merchantAccount),
      'checkout-algorithm': 'sha256',
      'checkout-method': method,
      'checkout-nonce': (this.options.nonce ?? randomUUID)(),
      'checkout-timestamp': this.clock().toISOString(),
      ...(transactionId === undefined ? {} : { 'checkout-transaction-id': transactionId }),
    };
    headers.signature = checkoutSignature(this.options.secret, headers, body);
    if (body !== '') headers['content-type'] = 'application/json; charset=utf-8';
    return headers;
  }

  /**
   * One call of the API. A 2xx answer counts only with a valid signature over its `checkout-*`
   * headers and body; an error answer is believed for its status code alone (it changes nothing
   * here). Paytrail's `request-id` is logged with the caller's log, beside its request id.
   */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; transactionId?: string; log?: ProviderLog } = {},
  ): Promise<Answer | null> {
    const log = options.log ?? this.options.log ?? quiet;
    // The log names the route, never the transaction id or the query (docs/security.md: logs
    // carry no payment identifiers).
    const id = options.transactionId;
    const route = `${method} ${(id ? path.replace(encodeURIComponent(id), '{transactionId}') : path).split('?')[0]}`;
    const body = options.body === undefined ? '' : JSON.stringify(options.body);
    let res: Response;
    let text: string;
    try {
      res = await this.options.fetch(`${this.apiUrl}${path}`, {
        method,
        headers: this.signedHeaders(method, body, options.transactionId),
        ...(body === '' ? {} : { body }),
      });
      text = await res.text();
    } catch (error) {
      log.warn({ err: error, paytrailCall: route }, 'paytrail not reached');
      return null;
    }
    const paytrailRequestId = res.headers.get('request-id');
    const signed: Record<string, string> = {};
    for (const [name, value] of res.headers) {
      if (name.startsWith('checkout-') || name === 'signature') signed[name] = value;
    }
    const valid = hasValidSignature(this.options.secret, signed, text);
    const entry = { paytrailRequestId, paytrailCall: route, status: res.status };
    if (res.status >= 200 && res.status < 300 && !valid) {
      log.warn(entry, 'paytrail answer with an invalid signature refused');
      return null;
    }
    log.info(entry, 'paytrail answered');
    let json: Record<string, unknown> | null = null;
    if (valid && text !== '') {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
      } catch {
        json = null;
      }
    }
    return { status: res.status, json };
  }

  async createPayment(order: PaymentOrder): Promise<PaymentForm> {
    const answer = await this.call('POST', '/payments', {
      log: order.log,
      body: {
        stamp: order.stamp,
        reference: order.reference,
        amount: order.amountCents,
        currency: 'EUR',
        language: LANGUAGE[order.lang],
        customer: { email: this.options.customerEmail },
        redirectUrls: { success: order.returnUrl, cancel: order.returnUrl },
        callbackUrls: order.callbackUrls,
      },
    });
    if (!answer || answer.status !== 201 || !answer.json) {
      throw new PaymentProviderError(`payment not created (${answer?.status ?? 'no answer'})`);
    }
    const { transactionId, providers } = answer.json;
    const chosen = Array.isArray(providers)
      ? (providers as unknown[]).map(formOf).find((form) => form?.id === order.method)
      : undefined;
    if (typeof transactionId !== 'string' || !chosen) {
      throw new PaymentProviderError(`method ${order.method} not offered`);
    }
    return { url: chosen.url, parameters: chosen.parameters, transactionId };
  }

  verifyReturn(query: Record<string, string>): boolean {
    return hasValidSignature(this.options.secret, query);
  }

  async paymentStatus(transactionId: string, log?: ProviderLog): Promise<ProviderResult | null> {
    const answer = await this.call('GET', `/payments/${encodeURIComponent(transactionId)}`, {
      transactionId,
      ...(log ? { log } : {}),
    });
    const json = answer?.status === 200 ? answer.json : null;
    if (!json) return null;
    // `provider` is there once the payer chose a method; a payment still `new` has none yet.
    const parsed = resultOfParams({
      'checkout-account': String(this.merchantAccount),
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(json.amount),
      'checkout-stamp': String(json.stamp),
      'checkout-reference': String(json.reference),
      'checkout-transaction-id': String(json.transactionId),
      'checkout-status': String(json.status),
      'checkout-provider': typeof json.provider === 'string' ? json.provider : 'unknown',
    });
    return parsed.ok && parsed.result.transactionId === transactionId ? parsed.result : null;
  }

  async paymentMethods(
    lang: LanguageId,
    amountCents?: number,
    log?: ProviderLog,
  ): Promise<PaymentMethodGroup[]> {
    const query = new URLSearchParams({ language: LANGUAGE[lang] });
    if (amountCents !== undefined) query.set('amount', String(amountCents));
    const answer = await this.call('GET', `/merchants/grouped-payment-providers?${query}`, {
      ...(log ? { log } : {}),
    });
    if (answer?.status !== 200 || !answer.json || !Array.isArray(answer.json.groups)) {
      throw new PaymentProviderError('payment methods not listed');
    }
    return (answer.json.groups as unknown[]).flatMap((group) => {
      const g = group as Record<string, unknown> | null;
      if (!g || typeof g.id !== 'string' || typeof g.name !== 'string') return [];
      const methods = Array.isArray(g.providers) ? g.providers.flatMap(methodOf) : [];
      return methods.length > 0 ? [{ id: g.id, name: g.name, methods }] : [];
    });
  }

  async refund(request: RefundRequest, log?: ProviderLog): Promise<RefundOutcome> {
    const id = encodeURIComponent(request.transactionId);
    const answer = await this.call('POST', `/payments/${id}/refund`, {
      transactionId: request.transactionId,
      ...(log ? { log } : {}),
      body: {
        amount: request.amountCents,
        refundStamp: request.refundStamp,
        refundReference: request.refundReference,
        callbackUrls: request.callbackUrls,
      },
    });
    if (answer?.status === 422) return { outcome: 'toAccount' };
    const json = answer?.status === 201 ? answer.json : null;
    const status = json?.status;
    if (
      json &&
      (status === 'ok' || status === 'pending' || status === 'fail') &&
      typeof json.transactionId === 'string'
    ) {
      return { outcome: 'accepted', status, transactionId: json.transactionId };
    }
    return { outcome: 'failed' };
  }
}

/** The provider refused or did not answer a call the portal cannot do without. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A provider of a `POST /payments` answer as a form to post, or null when it is not one. */
function formOf(
  value: unknown,
): { id: string; url: string; parameters: PaymentForm['parameters'] } | null {
  const p = value as Record<string, unknown> | null;
  if (!p || typeof p.id !== 'string' || typeof p.url !== 'string') return null;
  if (!/^https?:\/\//.test(p.url) || !Array.isArray(p.parameters)) return null;
  const parameters: PaymentForm['parameters'] = [];
  for (const field of p.parameters as unknown[]) {
    const f = field as Record<string, unknown> | null;
    if (!f || typeof f.name !== 'string' || typeof f.value !== 'string') return null;
    parameters.push({ name: f.name, value: f.value });
  }
  return { id: p.id, url: p.url, parameters };
}

/** A listed provider as a payment method (its SVG logo preferred, as Paytrail advises). */
function methodOf(value: unknown): PaymentMethodGroup['methods'] {
  const p = value as Record<string, unknown> | null;
  if (!p || typeof p.id !== 'string' || typeof p.name !== 'string') return [];
  const logo = typeof p.svg === 'string' ? p.svg : typeof p.icon === 'string' ? p.icon : '';
  return [{ id: p.id, name: p.name, logo }];
}
