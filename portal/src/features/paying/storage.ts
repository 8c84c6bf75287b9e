import type { PaymentOutcome, PaymentType } from './cart';

/**
 * What the portal remembers while the debtor is at the bank (spec 4): where to return, the payment
 * type and the first debt number (and all the cart's debts, which pend together). Session storage:
 * it survives the round trip to the bank in this tab and nothing else.
 */
const KEY = 'portal.payment';

export interface StoredPayment {
  redirectPath: string | null;
  paymentType: PaymentType;
  debtNr: number;
  debtNrs: number[];
  /** The amount paid and what will be left; absent in a payment stored before it. */
  outcome?: PaymentOutcome;
}

function isOutcome(value: unknown): value is PaymentOutcome {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.paidCents) &&
    (v.leftCents === null || Number.isInteger(v.leftCents)) &&
    (v.startsPlan === undefined || v.startsPlan === true)
  );
}

function isStoredPayment(value: unknown): value is StoredPayment {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (v.redirectPath === null || typeof v.redirectPath === 'string') &&
    typeof v.paymentType === 'string' &&
    typeof v.debtNr === 'number' &&
    Array.isArray(v.debtNrs) &&
    v.debtNrs.every((n) => typeof n === 'number') &&
    (v.outcome === undefined || isOutcome(v.outcome))
  );
}

export function storePayment(payment: StoredPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(payment));
  } catch {
    // Storage disabled: the return still confirms, and goes to the front page.
  }
}

/** Reads and forgets the stored payment: a return is handled once. */
export function takeStoredPayment(): StoredPayment | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredPayment(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearStoredPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
