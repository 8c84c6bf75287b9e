/**
 * The fixed amounts the portal and the server both name, in integer cents, defined once: the
 * portal shows and checks them, the server enforces and charges them. A text that names one of
 * them takes it as a placeholder, formatted like every other amount.
 */
import { cents } from './money';

/** spec 5, 9: a voluntary (custom) payment is at least 5 euros (and at most what is left). */
export const MIN_CUSTOM_PAYMENT_CENTS = cents(5_00);

/** spec 4, 9: the smallest monthly installment a payment plan's amount field accepts. */
export const MIN_PLAN_INSTALLMENT_CENTS = cents(5_00);

/** spec 1, 9: the charge for refunding an overpayment to the debtor's account. */
export const REFUND_CHARGE_CENTS = cents(5_00);

/** spec 1, 9: the administrative fee for access requests beyond the free one a year. */
export const PRIVACY_ACCESS_FEE_CENTS = cents(20_00);

/**
 * Debt Collection Act 513/1999, sections 10 a-c: what a written payment plan on a consumer debt
 * may cost at most (`low`, `mid`, `high`), by the debt's principal (`small`: at most 100 euros,
 * `large`: over 1,000 euros), as the server charges them and `paymentPlan.cost.law` names them.
 */
export const PLAN_CHARGE_LAW_CENTS = {
  /** Principal at most `small`, or at most four installments. */
  low: cents(20_00),
  /** Principal over `small` and at most `large`. */
  mid: cents(30_00),
  /** Principal over `large`. */
  high: cents(50_00),
  small: cents(100_00),
  large: cents(1_000_00),
} as const;
