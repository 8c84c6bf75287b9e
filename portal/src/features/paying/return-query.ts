import type { operations } from '@portal/openapi';

export type ConfirmQuery = operations['confirmPayment']['parameters']['query'];

const NUMBERS = ['checkout-account', 'checkout-amount'] as const;
const TEXTS = [
  'checkout-algorithm',
  'checkout-stamp',
  'checkout-reference',
  'checkout-transaction-id',
  'checkout-status',
  'checkout-provider',
  'signature',
] as const;

/**
 * The bank's return parameters (`/payment/verify?checkout-…&signature=…`) as the confirm
 * operation's query, unchanged; `null` when one is missing (a return no bank made). The server
 * checks the signature and every value.
 */
export function confirmQueryOf(search: string): ConfirmQuery | null {
  const params = new URLSearchParams(search);
  const query: Record<string, string | number> = {};
  for (const name of TEXTS) {
    const value = params.get(name);
    if (value === null || value === '') return null;
    query[name] = value;
  }
  for (const name of NUMBERS) {
    const value = params.get(name);
    if (value === null || !/^\d{1,12}$/.test(value)) return null;
    query[name] = Number(value);
  }
  return query as ConfirmQuery;
}
