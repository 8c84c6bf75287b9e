/**
 * The charge for a written payment plan on a consumer debt (Debt Collection Act 513/1999,
 * sections 10 a-c, as amended in 2018): at most
 * - 20 euros when the principal is at most 100 euros or the plan has at most four installments,
 * - 30 euros when the principal is over 100 and at most 1,000 euros (more than four installments),
 * - 50 euros when the principal is over 1,000 euros (more than four installments);
 * and only for two plans on the same debt (one when the principal is at most 100 euros).
 * Companies' debts are outside these caps: the collector charges them nothing for a plan here.
 */
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
  amountCents: number;
  /** The legal maximum for a plan like this one (what a chargeable plan costs). */
  legalMaximumCents: number;
  /** How many plans on these debts may be charged for at all. */
  chargeablePlans: number;
}

const SMALL_PRINCIPAL_CENTS = 100_00;
const MEDIUM_PRINCIPAL_CENTS = 1_000_00;
const FEW_INSTALLMENTS = 4;

export function writtenPlanCharge(input: PlanChargeInput): PlanCharge | null {
  if (input.isCompany) return null;
  const small = input.principalCents <= SMALL_PRINCIPAL_CENTS;
  const legalMaximumCents =
    small || input.installmentCount <= FEW_INSTALLMENTS
      ? 20_00
      : input.principalCents <= MEDIUM_PRINCIPAL_CENTS
        ? 30_00
        : 50_00;
  const chargeablePlans = small ? 1 : 2;
  return {
    amountCents: input.chargedPlansBefore >= chargeablePlans ? 0 : legalMaximumCents,
    legalMaximumCents,
    chargeablePlans,
  };
}
