/**
 * The sandbox payment service provider: bank pages served by this server (`/sandbox/bank/…`)
 * that sign their returns like Paytrail. A real provider is another `PaymentProvider`.
 */
import { checkoutSignature, hasValidSignature } from './hmac';
import type { PaymentForm, PaymentOrder, PaymentProvider } from './types';

export const SANDBOX_BANK_PATH = '/sandbox/bank';
export const SANDBOX_MERCHANT_ACCOUNT = 375917;

export class SandboxPaymentProvider implements PaymentProvider {
  readonly merchantAccount = SANDBOX_MERCHANT_ACCOUNT;

  constructor(
    private readonly secret: Uint8Array,
    private readonly publicUrl: string,
  ) {}

  async createPayment(order: PaymentOrder): Promise<PaymentForm> {
    const params: Record<string, string> = {
      'checkout-account': String(this.merchantAccount),
      'checkout-algorithm': 'sha256',
      'checkout-amount': String(order.amountCents),
      'checkout-stamp': order.stamp,
      'checkout-reference': order.reference,
      'checkout-provider': order.method,
      'checkout-language': order.lang,
      'checkout-return-url': order.returnUrl,
    };
    const signature = checkoutSignature(this.secret, params);
    return {
      url: `${this.publicUrl}${SANDBOX_BANK_PATH}/${order.method}`,
      parameters: [
        ...Object.entries(params).map(([name, value]) => ({ name, value })),
        { name: 'signature', value: signature },
      ],
    };
  }

  verifyReturn(query: Record<string, string>): boolean {
    return hasValidSignature(this.secret, query);
  }

  /** Used by the sandbox bank pages: signs what the bank sends back. */
  sign(params: Record<string, string>): string {
    return checkoutSignature(this.secret, params);
  }

  /** The return address must be this server's payment return. */
  isOwnReturnUrl(url: string): boolean {
    return url === `${this.publicUrl}/payment/verify`;
  }
}
