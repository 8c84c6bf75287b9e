/**
 * The legal caps of a plan's charge as texts name them: an amount in a text is a placeholder,
 * formatted like every other amount, never typed into the translation. The amounts themselves
 * are the contract's (`PLAN_CHARGE_LAW_CENTS` in `@portal/openapi`), which the server charges.
 */
import { PLAN_CHARGE_LAW_CENTS, type Cents } from '@portal/openapi';

/** The values of `paymentPlan.cost.law`, each amount formatted with `money`. */
export function planChargeLawValues(money: (amount: Cents) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PLAN_CHARGE_LAW_CENTS).map(([name, cents]) => [name, money(cents)]),
  );
}
