import { describe, expect, it } from 'vitest';
import { checkoutSignature, hasValidSignature } from '../providers/hmac';
import {
  bookingStep,
  callbackRetryDelayMs,
  GIVE_UP_AFTER_MS,
  mismatchOf,
  PROVIDER_REFUND_WINDOW_MS,
  type ProviderResult,
  refundWay,
  resultOfParams,
  stalledOutcome,
  type TransactionFacts,
} from './payment-rules';

const SECRET = 'merchant-secret';
const ACCOUNT = 375917;

const good: Record<string, string> = {
  'checkout-account': String(ACCOUNT),
  'checkout-algorithm': 'sha256',
  'checkout-amount': '32580',
  'checkout-stamp': 'c2FtcGxlLXN0YW1w',
  'checkout-reference': 'RF471234567',
  'checkout-transaction-id': '5f1a9e0c2b7d4e8f9a0b1c2d',
  'checkout-status': 'ok',
  'checkout-provider': 'nordea',
};
const signed = { ...good, signature: checkoutSignature(SECRET, good) };

const transaction: TransactionFacts = {
  amountCents: 32580,
  reference: 'RF471234567',
  provider: 'nordea',
  providerTransactionId: '5f1a9e0c2b7d4e8f9a0b1c2d',
};

/** Signature, then parameters, then "is it this payment": what the callback route runs. */
function verify(params: Record<string, string>, seen = transaction): string {
  if (!hasValidSignature(SECRET, params)) return 'signature';
  const parsed = resultOfParams(params);
  if (!parsed.ok) return parsed.reason;
  return mismatchOf(parsed.result, seen, ACCOUNT) ?? 'ok';
}
const resign = (params: Record<string, string>) => {
  const { signature: _s, ...rest } = params;
  return { ...rest, signature: checkoutSignature(SECRET, rest) };
};

const resign512 = (params: Record<string, string>) => {
  const { signature: _s, ...rest } = params;
  return { ...rest, signature: checkoutSignature(SECRET, rest, '', 'sha512') };
};

describe('callback verification', () => {
  it.each([
    ['good', signed, 'ok'],
    ['tampered amount', { ...signed, 'checkout-amount': '1' }, 'signature'],
    ['tampered status', { ...signed, 'checkout-status': 'fail' }, 'signature'],
    ['tampered stamp', { ...signed, 'checkout-stamp': 'other' }, 'signature'],
    ['no signature', good, 'signature'],
    ['garbled signature', { ...signed, signature: 'xyz' }, 'signature'],
    ['an added checkout- parameter', { ...signed, 'checkout-extra': '1' }, 'signature'],
    ['wrong account, signed', resign({ ...signed, 'checkout-account': '375918' }), 'account'],
    ['other amount, signed', resign({ ...signed, 'checkout-amount': '32581' }), 'amount'],
    ['other reference, signed', resign({ ...signed, 'checkout-reference': 'RF99' }), 'reference'],
    ['other bank, signed', resign({ ...signed, 'checkout-provider': 'aktia' }), 'provider'],
    [
      'other transaction, signed',
      resign({ ...signed, 'checkout-transaction-id': 'x1' }),
      'transaction',
    ],
    // The signature is checked with the algorithm the parameters name (Paytrail: sha256, sha512).
    [
      'sha512 named, a sha256 signature',
      resign({ ...signed, 'checkout-algorithm': 'sha512' }),
      'signature',
    ],
    ['sha512 named and signed', resign512({ ...signed, 'checkout-algorithm': 'sha512' }), 'ok'],
    [
      'an unknown algorithm, signed',
      resign({ ...signed, 'checkout-algorithm': 'md5' }),
      'signature',
    ],
    ['unknown status, signed', resign({ ...signed, 'checkout-status': 'maybe' }), 'status'],
    ['amount not a number, signed', resign({ ...signed, 'checkout-amount': '1e3' }), 'amount'],
    ['stamp with odd characters, signed', resign({ ...signed, 'checkout-stamp': 'a b' }), 'stamp'],
  ])('%s: %s', (_name, params, expected) => {
    expect(verify(params)).toBe(expected);
  });

  it('a payment created before the provider named it up front takes the answer’s transaction id', () => {
    expect(verify(signed, { ...transaction, providerTransactionId: null })).toBe('ok');
  });

  it('a replayed callback verifies again (it is the same word), and booking makes it a no-op', () => {
    expect(verify(signed)).toBe('ok');
    expect(verify(signed)).toBe('ok');
    expect(bookingStep('pending', 'ok')).toBeNull();
  });
});

describe('booking rules', () => {
  it.each([
    ['new', 'ok', 'pending'],
    ['new', 'pending', 'pending'],
    ['new', 'fail', 'fail'],
    ['new', 'new', null],
    ['new', 'delayed', null],
    ['pending', 'ok', null],
    ['pending', 'fail', null],
    ['ok', 'ok', null],
    ['ok', 'fail', null],
    ['fail', 'ok', null],
  ] as const)('a payment %s told %s moves to %s', (current, provider, expected) => {
    expect(bookingStep(current, provider)).toBe(expected);
  });

  it.each([
    ['ok', 0, 'book'],
    ['pending', 0, 'book'],
    ['fail', 0, 'cancel'],
    ['new', 10 * 60_000, 'wait'],
    ['delayed', GIVE_UP_AFTER_MS * 2, 'wait'],
    [null, 10 * 60_000, 'wait'],
    ['new', GIVE_UP_AFTER_MS, 'cancel'],
    [null, GIVE_UP_AFTER_MS, 'cancel'],
  ] as const)(
    'a stalled payment the provider calls %s after %d ms: %s',
    (provider, age, expected) => {
      expect(stalledOutcome(provider, age)).toBe(expected);
    },
  );

  it('retries a callback after 2 s, doubling up to 10 minutes, and gives up after 30 attempts', () => {
    expect([1, 2, 3, 4, 5].map(callbackRetryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000,
    ]);
    expect(callbackRetryDelayMs(20)).toBe(600_000);
    expect(callbackRetryDelayMs(29)).toBe(600_000);
    expect(callbackRetryDelayMs(30)).toBeNull();
  });

  it('reads a result from the parameters', () => {
    const parsed = resultOfParams(good);
    const expected: ProviderResult = {
      account: ACCOUNT,
      amountCents: 32580,
      stamp: 'c2FtcGxlLXN0YW1w',
      reference: 'RF471234567',
      transactionId: '5f1a9e0c2b7d4e8f9a0b1c2d',
      status: 'ok',
      provider: 'nordea',
    };
    expect(parsed).toEqual({ ok: true, result: expected });
  });
});

describe('the overpayment refund rule (provider refund and refund account alike)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const paid = {
    amountCents: 5_000,
    status: 'ok',
    providerTransactionId: 'tx-1',
    createdAt: new Date(now.getTime() - 24 * 60 * 60 * 1000),
  };

  it('owes nothing without an overpayment', () => {
    expect(refundWay(0, paid, now)).toBe('none');
    expect(refundWay(-5, paid, now)).toBe('none');
  });

  it('refunds through the provider a recent booked payment that covers the overpayment', () => {
    expect(refundWay(2_340, paid, now)).toBe('provider');
    expect(refundWay(5_000, paid, now)).toBe('provider');
  });

  it('sends the money to the account the debtor gives otherwise', () => {
    expect(refundWay(2_340, null, now)).toBe('account');
    expect(refundWay(2_340, { ...paid, status: 'pending' }, now)).toBe('account');
    expect(refundWay(2_340, { ...paid, providerTransactionId: null }, now)).toBe('account');
    expect(refundWay(5_001, paid, now)).toBe('account');
    const old = new Date(now.getTime() - PROVIDER_REFUND_WINDOW_MS - 1);
    expect(refundWay(2_340, { ...paid, createdAt: old }, now)).toBe('account');
    // The provider's 422: its method cannot refund.
    expect(refundWay(2_340, paid, now, 'toAccount')).toBe('account');
  });
});
