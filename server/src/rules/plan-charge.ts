/**
 * The charge for a written payment plan on a consumer debt (Debt Collection Act 513/1999,
 * sections 10 a-c, as amended in 2018): at most
 * - 20 euros when the principal is at most 100 euros or the plan has at most four installments,
 * - 30 euros when the principal is over 100 and at most 1,000 euros (more than four installments),
 * - 50 euros when the principal is over 1,000 euros (more than four installments);
 * and only for two plans on the same debt (one when the principal is at most 100 euros).
 * Companies' debts are outside these caps: the collector charges them nothing for a plan here.
 * The amounts are the contract's `PLAN_CHARGE_LAW_CENTS`, which the portal's texts name.
 */
import { PLAN_CHARGE_LAW_CENTS } from '@portal/openapi/amounts';
import { type Cents, cents } from '../lib/money';

export interface PlanChargeInput {
  /** The principal (capital) of the debts in the plan, in cents. */
  principalCents: number;
  /** How many installments the plan has. */
  installmentCount: number;
  /** Plans already charged for on these debts. */
  chargedPlansBefore: number;
  isCompany: boolean;
}

export interface PlanCharge {
  /** What this plan adds to the debt's costs. */
  amountCents: Cents;
  /** The legal maximum for a plan like this one (what a chargeable plan costs). */
  legalMaximumCents: Cents;
  /** How many plans on these debts may be charged for at all. */
  chargeablePlans: number;
}

const FEW_INSTALLMENTS = 4;

export function writtenPlanCharge(input: PlanChargeInput): PlanCharge | null {
  if (input.isCompany) return null;
  const law = PLAN_CHARGE_LAW_CENTS;
  const small = input.principalCents <= law.small;
  const legalMaximumCents =
    small || input.installmentCount <= FEW_INSTALLMENTS
      ? law.low
      : input.principalCents <= law.large
        ? law.mid
        : law.high;
  const chargeablePlans = small ? 1 : 2;
  return {
    amountCents: input.chargedPlansBefore >= chargeablePlans ? cents(0) : legalMaximumCents,
    legalMaximumCents,
    chargeablePlans,
  };
}
