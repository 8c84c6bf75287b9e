/**
 * Fixed amounts that texts name (an amount in a text is a placeholder, formatted like
 * every other amount, never typed into the translation).
 */

/** spec 1, 9: the charge for refunding an overpayment to the debtor's account. */
export const REFUND_CHARGE_CENTS = 500;

/** spec 1, 9: the administrative fee for access requests beyond the free one a year. */
export const PRIVACY_ACCESS_FEE_CENTS = 20_00;

/**
 * Debt Collection Act 10 b: what a written payment plan may cost at most, by the debt's
 * principal (the same limits as the server's `plan-charge.ts`), as `paymentPlan.cost.law` names
 * them.
 */
export const PLAN_CHARGE_LAW_CENTS = {
  low: 20_00,
  mid: 30_00,
  high: 50_00,
  small: 100_00,
  large: 1_000_00,
} as const;

/** The values of `paymentPlan.cost.law`, each amount formatted with `money`. */
export function planChargeLawValues(money: (cents: number) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PLAN_CHARGE_LAW_CENTS).map(([name, cents]) => [name, money(cents)]),
  );
}
