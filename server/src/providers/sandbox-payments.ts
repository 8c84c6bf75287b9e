/**
 * The sandbox payment service provider: bank pages served by this server (`/sandbox/bank/…`)
 * that sign their returns and callbacks like Paytrail, and answer Paytrail's status query. A
 * real provider is another `PaymentProvider`.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxBankStore } from '../sandbox/bank-store';
import type { Clock } from '../lib/dates';
import { type ProviderResult, resultOfParams } from '../rules/payment-rules';
import { checkoutSignature, hasValidSignature } from './hmac';
import type { PaymentForm, PaymentOrder, PaymentProvider } from './types';

export const SANDBOX_BANK_PATH = '/sandbox/bank';
export const SANDBOX_MERCHANT_ACCOUNT = 375917;
/** The sandbox bank's status query (Paytrail `GET /payments/{transactionId}`). */
export const SANDBOX_STATUS_PATH = `${SANDBOX_BANK_PATH}/payments`;

/** How the provider reaches the bank's API (in process for the sandbox, a real fetch otherwise). */
export type ProviderFetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<Response>;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly merchantAccount = SANDBOX_MERCHANT_ACCOUNT;

  constructor(
    private readonly secret: Uint8Array,
    private readonly publicUrl: string,
    private readonly store: SandboxBankStore,
    private readonly fetch: ProviderFetch,
    private readonly clock: Clock = () => new Date(),
  ) {}

  async createPayment(order: PaymentOrder): Promise<PaymentForm> {
    // Like Paytrail's `POST /payments`: the provider records the payment and names it first.
    const transactionId = randomBytes(12).toString('hex');
    await this.store.create({
      transactionId,
      account: this.merchantAccount,
      stamp: order.stamp,
      amountCents: order.amountCents,
      reference: order.reference,
      method: order.method,
      status: 'new',
      successUrl: order.callbackUrls.success,
      cancelUrl: order.callbackUrls.cancel,
      createdAt: this.clock(),
    });
    const params: Record<string, string> = {
      'checkout-account': String(this.merchantAccount),
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(order.amountCents),
      'checkout-stamp': order.stamp,
      'checkout-reference': order.reference,
      'checkout-provider': order.method,
      'checkout-language': order.lang,
      'checkout-return-url': order.returnUrl,
      'checkout-transaction-id': transactionId,
    };
    const signature = checkoutSignature(this.secret, params);
    return {
      url: `${this.publicUrl}${SANDBOX_BANK_PATH}/${order.method}`,
      parameters: [
        ...Object.entries(params).map(([name, value]) => ({ name, value })),
        { name: 'signature', value: signature },
      ],
      transactionId,
    };
  }

  verifyReturn(query: Record<string, string>): boolean {
    return hasValidSignature(this.secret, query);
  }

  async paymentStatus(transactionId: string): Promise<ProviderResult | null> {
    // Paytrail's request signature: the checkout-* headers and the (empty) body.
    const headers: Record<string, string> = {
      'checkout-account': String(this.merchantAccount),
      'checkout-algorithm': 'sha256',
      'checkout-method': 'GET',
      'checkout-nonce': randomBytes(16).toString('hex'),
      'checkout-timestamp': this.clock().toISOString(),
      'checkout-transaction-id': transactionId,
    };
    headers.signature = checkoutSignature(this.secret, headers);
    const res = await this.fetch(
      `${this.publicUrl}${SANDBOX_STATUS_PATH}/${encodeURIComponent(transactionId)}`,
      { headers },
    );
    if (res.status !== 200) return null;
    const body = await res.text();
    // The answer is signed the same way: its checkout-* headers and its body.
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of res.headers) {
      if (name.startsWith('checkout-') || name === 'signature') answerHeaders[name] = value;
    }
    if (!hasValidSignature(this.secret, answerHeaders, body)) return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return null;
    }
    if (!json || typeof json !== 'object') return null;
    const answer = json as Record<string, unknown>;
    const parsed = resultOfParams({
      'checkout-account': String(this.merchantAccount),
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(answer.amount),
      'checkout-stamp': String(answer.stamp),
      'checkout-reference': String(answer.reference),
      'checkout-transaction-id': String(answer.transactionId),
      'checkout-status': String(answer.status),
      'checkout-provider': String(answer.provider),
    });
    return parsed.ok && parsed.result.transactionId === transactionId ? parsed.result : null;
  }

  /** Used by the sandbox bank pages: signs what the bank sends back. */
  sign(params: Record<string, string>, body = ''): string {
    return checkoutSignature(this.secret, params, body);
  }

  /** The return address must be this server's payment return. */
  isOwnReturnUrl(url: string): boolean {
    return url === `${this.publicUrl}/payment/verify`;
  }
}
