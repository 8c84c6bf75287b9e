/**
 * Pure rules of payments the bank confirms: what a provider's signed answer (the
 * browser's return, the server-to-server callback, the status query) says, whether it is this
 * payment's, what it does to the payment, and how the sandbox bank retries its callbacks.
 */

/** What the provider says about a payment (Paytrail's `status`). */
export type ProviderStatus = 'new' | 'ok' | 'fail' | 'pending' | 'delayed';

const PROVIDER_STATUSES: readonly ProviderStatus[] = ['new', 'ok', 'fail', 'pending', 'delayed'];

/** A provider's answer about one payment, whichever way it arrived. */
export interface ProviderResult {
  account: number;
  amountCents: number;
  stamp: string;
  reference: string;
  transactionId: string;
  status: ProviderStatus;
  /** The payment method (bank) the payer used. */
  provider: string;
}

/** The merchant's own record of the payment, as far as the checks need it. */
export interface TransactionFacts {
  amountCents: number;
  reference: string | null;
  provider: string;
  /** Null only for payments created before the provider gave the id up front. */
  providerTransactionId: string | null;
}

/** Local status of a payment: new (at the bank), pending (confirmed), ok (booked), fail. */
export type TransactionStatus = 'new' | 'pending' | 'ok' | 'fail';

const STAMP = /^[A-Za-z0-9_-]{1,200}$/;
const REFERENCE = /^[A-Za-z0-9-]{1,200}$/;
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,200}$/;
const METHOD = /^[a-z0-9-]{1,50}$/;

/**
 * The provider's `checkout-*` parameters (of a return or callback) as a result, or the reason
 * they are refused. The signature is checked before, by the provider adapter.
 */
export function resultOfParams(
  params: Record<string, string>,
): { ok: true; result: ProviderResult } | { ok: false; reason: string } {
  const account = params['checkout-account'];
  const amount = params['checkout-amount'];
  const stamp = params['checkout-stamp'];
  const reference = params['checkout-reference'];
  const transactionId = params['checkout-transaction-id'];
  const status = params['checkout-status'];
  const provider = params['checkout-provider'];
  const algorithm = params['checkout-algorithm'];
  if (algorithm !== 'sha256' && algorithm !== 'sha512') return { ok: false, reason: 'algorithm' };
  if (!account || !/^[1-9]\d{0,8}$/.test(account)) return { ok: false, reason: 'account' };
  if (!amount || !/^[1-9]\d{0,8}$/.test(amount)) return { ok: false, reason: 'amount' };
  if (!stamp || !STAMP.test(stamp)) return { ok: false, reason: 'stamp' };
  if (!reference || !REFERENCE.test(reference)) return { ok: false, reason: 'reference' };
  if (!transactionId || !TRANSACTION_ID.test(transactionId)) {
    return { ok: false, reason: 'transaction' };
  }
  const known = PROVIDER_STATUSES.find((s) => s === status);
  if (!known) return { ok: false, reason: 'status' };
  if (!provider || !METHOD.test(provider)) return { ok: false, reason: 'provider' };
  return {
    ok: true,
    result: {
      account: Number(account),
      amountCents: Number(amount),
      stamp,
      reference,
      transactionId,
      status: known,
      provider,
    },
  };
}

/**
 * Why a provider's answer is not about this payment (null when it is): it must name the
 * merchant's account, the amount, reference and bank the server sent, and the provider's
 * transaction id of this payment.
 */
export function mismatchOf(
  result: ProviderResult,
  transaction: TransactionFacts,
  merchantAccount: number,
): string | null {
  if (result.account !== merchantAccount) return 'account';
  if (result.amountCents !== transaction.amountCents) return 'amount';
  if (result.reference !== transaction.reference) return 'reference';
  if (result.provider !== transaction.provider) return 'provider';
  if (
    transaction.providerTransactionId !== null &&
    result.transactionId !== transaction.providerTransactionId
  ) {
    return 'transaction';
  }
  return null;
}

/**
 * What a provider's answer does to a payment: only a payment still at the bank (`new`) moves,
 * to `pending` (paid, to be booked) or `fail` (cancelled); everything later is a no-op, so the
 * first of return, callback and status check decides and the others change nothing. `new`,
 * `pending` and `delayed` at the provider leave the payment waiting. (A Paytrail `pending` is
 * a payment the bank has accepted but not yet settled: paid, for the debtor.)
 */
export function bookingStep(
  current: TransactionStatus,
  provider: ProviderStatus,
): 'pending' | 'fail' | null {
  if (current !== 'new') return null;
  if (provider === 'ok' || provider === 'pending') return 'pending';
  if (provider === 'fail') return 'fail';
  return null;
}

/** Whether the answer tells the debtor the payment went through (or is being confirmed). */
export function wentThrough(status: TransactionStatus): boolean {
  return status === 'pending' || status === 'ok';
}

/** A payment at the bank this long with no word from the provider is given up (Paytrail's payments expire). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * What the status check does with a stalled payment: the provider's answer books or cancels
 * it; no answer or `new` leaves it waiting, unless it has waited a whole day (then the bank
 * will not take it any more and it is cancelled).
 */
export function stalledOutcome(
  provider: ProviderStatus | null,
  ageMs: number,
): 'book' | 'cancel' | 'wait' {
  if (provider === 'ok' || provider === 'pending') return 'book';
  if (provider === 'fail') return 'cancel';
  if ((provider === null || provider === 'new') && ageMs >= GIVE_UP_AFTER_MS) return 'cancel';
  return 'wait';
}

/** The sandbox bank gives up a callback after this many attempts (about a day with the backoff). */
export const MAX_CALLBACK_ATTEMPTS = 30;

/**
 * How long the sandbox bank waits before retrying a failed callback: 2 s after the first failure,
 * doubling up to 10 minutes; null once it gives up.
 */
export function callbackRetryDelayMs(failedAttempts: number): number | null {
  if (failedAttempts >= MAX_CALLBACK_ATTEMPTS) return null;
  return Math.min(2_000 * 2 ** Math.max(failedAttempts - 1, 0), 600_000);
}

/** Paytrail's banks refund through the API only recent payments (Nordea: 13 weeks at most). */
export const PROVIDER_REFUND_WINDOW_MS = 13 * 7 * 24 * 60 * 60 * 1000;

/** How an overpayment goes back to the debtor: none owed, through the provider, or to her account. */
export type RefundWay = 'none' | 'provider' | 'account';

/** The payment a provider refund would go back through, as far as the rule needs it. */
export interface RefundablePayment {
  amountCents: number;
  status: string;
  providerTransactionId: string | null;
  createdAt: Date;
}

/**
 * The one rule of overpayment refunds, shared by the provider refund and the refund account
 * flow: an overpayment goes back through the provider when the debtor's latest payment through
 * it was booked, covers the overpayment and is recent enough for the bank's refund API; and to
 * the bank account the debtor gives (the IBAN flow, with its charge) otherwise, or when the
 * provider answered that its method cannot refund (Paytrail's 422).
 */
export function refundWay(
  overpaymentCents: number,
  payment: RefundablePayment | null | undefined,
  now: Date,
  providerSaid?: 'toAccount',
): RefundWay {
  if (overpaymentCents <= 0) return 'none';
  if (providerSaid === 'toAccount') return 'account';
  if (!payment || payment.status !== 'ok' || !payment.providerTransactionId) return 'account';
  if (payment.amountCents < overpaymentCents) return 'account';
  if (now.getTime() - payment.createdAt.getTime() > PROVIDER_REFUND_WINDOW_MS) return 'account';
  return 'provider';
}
