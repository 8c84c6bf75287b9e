import {
  MIN_PLAN_INSTALLMENT_CENTS,
  cents,
  sumCents,
  toCents,
  type Cents,
  type Schemas,
} from '@portal/openapi';

/** spec 5: a plan's monthly amount is at least 5 euros in the input (the contract's minimum). */
export const MIN_PLAN_INPUT_CENTS = MIN_PLAN_INSTALLMENT_CENTS;
/** Payment day: 0 the 1st, 1 the 15th, 2 the last of the month (spec 5). */
export type DateSelection = 0 | 1 | 2;

export interface PlanRequest {
  debtNrs: number[];
  amountCents: Cents;
  dateSelection: DateSelection;
}

export interface PlanRow {
  sequence: number;
  dueDate: string;
  amount: Cents;
  capital: Cents;
  costs: Cents;
  interest: Cents;
}

export interface PlanCharge {
  amount: Cents;
  legalMaximum: Cents;
  chargeablePlans: number;
  chargedPlansBefore: number;
}

/** The server's calculation of one amount, in cents (the plan builder's figures). */
export interface PlanFigures {
  /** The monthly amount the plan uses (the minimum when the chosen one is too small). */
  amount: Cents;
  rows: PlanRow[];
  totalCapital: Cents;
  totalInterest: Cents;
  totalCost: Cents;
  /** The smallest monthly amount within the longest plan allowed. */
  minimum: Cents;
  maxMonths: number;
  charge: PlanCharge | null;
}

export interface AlternativeFigures {
  percentageIncrease: number;
  amount: Cents;
  months: number;
  /** What paying this amount saves against the chosen one: interest and costs. */
  save: Cents;
}

export function planFigures(result: Schemas['PlanCalculation']): PlanFigures {
  const charge = result.planCharge;
  return {
    amount: toCents(result.paymentPlan.price),
    rows: result.paymentPlan.installments.map((row) => ({
      sequence: row.sequence,
      dueDate: row.dueDate,
      amount: toCents(row.amount),
      capital: toCents(row.capital),
      costs: toCents(row.costs),
      interest: toCents(row.interest),
    })),
    totalCapital: toCents(result.totalCapital),
    totalInterest: toCents(result.totalInterest),
    totalCost: toCents(result.totalCost),
    minimum: toCents(result.minimumAmount),
    maxMonths: result.maximumLengthInMonths,
    charge: charge
      ? {
          amount: toCents(charge.amount),
          legalMaximum: toCents(charge.legalMaximum),
          chargeablePlans: charge.chargeablePlans,
          chargedPlansBefore: charge.chargedPlansBefore,
        }
      : null,
  };
}

/**
 * spec 4: the plan can be made with the chosen amount only when its second installment is at
 * most that amount; otherwise the amount that is needed (the second installment) is named.
 */
export function neededAmount(figures: PlanFigures, chosen: Cents): Cents | null {
  const second = figures.rows[1];
  if (second && second.amount > chosen) return second.amount;
  if (figures.minimum > chosen) return figures.minimum;
  return null;
}

/** The plan builder's summary of a calculation. */
export function planSummary(figures: PlanFigures) {
  const last = figures.rows[figures.rows.length - 1];
  return {
    months: figures.rows.length,
    firstDueDate: figures.rows[0]?.dueDate ?? null,
    lastDueDate: last?.dueDate ?? null,
    total: sumCents([figures.totalCapital, figures.totalCost, figures.totalInterest]),
    longest: figures.rows.length >= figures.maxMonths,
  };
}

/**
 * spec 5: the amount's own errors, before any calculation (translation key and values). An
 * amount under 5,00 € is never sent; the range the message names starts at `shownMinimum`, the
 * plan's own smallest instalment once the calculation has told it, so the hint, the errors and
 * the slider all name one minimum. Once that minimum is known, any amount under it (1 € as well
 * as 10 €) gets the one message the calculation gives for too small an amount.
 */
export function amountError(
  amount: Cents | null,
  total: Cents,
  shownMinimum: Cents | null = null,
): { key: string; min: Cents; max: Cents } | null {
  const min = cents(Math.max(shownMinimum ?? MIN_PLAN_INPUT_CENTS, MIN_PLAN_INPUT_CENTS));
  if (amount === null) return { key: 'paymentPlan.amountRequired', min, max: total };
  if (amount > total) return { key: 'paymentPlan.amountRange', min, max: total };
  // Under the plan's minimum says what the calculation would say (1 € and 10 € alike).
  if (shownMinimum !== null && amount < min)
    return { key: 'paymentPlan.minimumAmount', min, max: total };
  if (amount < MIN_PLAN_INPUT_CENTS) return { key: 'paymentPlan.amountRange', min, max: total };
  return null;
}
