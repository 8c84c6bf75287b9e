/**
 * Payment plan arithmetic in integer cents (spec 3, 4, 5): each installment pays the month's
 * interest first, then costs, then capital; the installments' capital, costs and interest add up
 * exactly to what is left, and the payment day is the 1st, the 15th or the last of the month.
 */
import { dayjs } from '../lib/dates';
import { type Cents, cents, sumCents } from '../lib/money';

export interface PlanBalance {
  capitalCents: number;
  costsCents: number;
  /** Interest already accrued (paid with the first installments). */
  interestCents: number;
  /** Yearly interest on the capital, hundredths of a percent (850 = 8.50 %). */
  rateBp: number;
}

export interface PlanInstallment {
  sequence: number;
  dueDate: string;
  amountCents: Cents;
  capitalCents: Cents;
  costsCents: Cents;
  interestCents: Cents;
  /** What is left of the plan after this installment. */
  debtLeftCents: Cents;
}

export interface CalculatedPlan {
  /** The monthly amount the plan uses (at least the minimum for the maximum length). */
  amountCents: Cents;
  installments: PlanInstallment[];
  totalCapitalCents: Cents;
  totalCostsCents: Cents;
  totalInterestCents: Cents;
}

export type DateSelection = 0 | 1 | 2;

/** The payment day of a month (YYYY-MM) for a date selection. */
export function paymentDay(month: dayjs.Dayjs, selection: DateSelection): string {
  if (selection === 1) return month.date(15).format('YYYY-MM-DD');
  if (selection === 2) return month.endOf('month').format('YYYY-MM-DD');
  return month.date(1).format('YYYY-MM-DD');
}

/** The first payment day after today (at least 7 days ahead, so the first letter arrives). */
export function firstDueDate(today: string, selection: DateSelection): string {
  const earliest = dayjs.utc(today).add(7, 'day').format('YYYY-MM-DD');
  let month = dayjs.utc(today).startOf('month');
  for (let i = 0; i < 3; i++) {
    const day = paymentDay(month, selection);
    if (day >= earliest) return day;
    month = month.add(1, 'month');
  }
  return paymentDay(month, selection);
}

const MAX_INSTALLMENTS = 600;

/** The schedule for a monthly amount; null when it never pays the plan off. */
export function schedule(
  balance: PlanBalance,
  amountCents: number,
  firstDue: string,
  selection: DateSelection,
  limit = MAX_INSTALLMENTS,
): CalculatedPlan | null {
  let capital = balance.capitalCents;
  let costs = balance.costsCents;
  let accrued = balance.interestCents;
  const rows: PlanInstallment[] = [];
  let month = dayjs.utc(firstDue).startOf('month');
  while (capital + costs + accrued > 0) {
    if (rows.length >= limit) return null;
    // Interest of the month on the capital still open (none for the first month).
    const monthly = rows.length === 0 ? 0 : Math.round((capital * balance.rateBp) / 10000 / 12);
    const interestDue = accrued + monthly;
    if (amountCents <= monthly && capital + costs > 0) return null;
    const interestPaid = Math.min(interestDue, amountCents);
    accrued = interestDue - interestPaid;
    let rest = amountCents - interestPaid;
    const costsPaid = Math.min(costs, rest);
    rest -= costsPaid;
    costs -= costsPaid;
    const capitalPaid = Math.min(capital, rest);
    capital -= capitalPaid;
    rows.push({
      sequence: rows.length + 1,
      dueDate: paymentDay(month, selection),
      amountCents: cents(interestPaid + costsPaid + capitalPaid),
      capitalCents: cents(capitalPaid),
      costsCents: cents(costsPaid),
      interestCents: cents(interestPaid),
      debtLeftCents: cents(capital + costs + accrued),
    });
    month = month.add(1, 'month');
  }
  return {
    amountCents: cents(amountCents),
    installments: rows,
    totalCapitalCents: sumCents(rows.map((r) => r.capitalCents)),
    totalCostsCents: sumCents(rows.map((r) => r.costsCents)),
    totalInterestCents: sumCents(rows.map((r) => r.interestCents)),
  };
}

/**
 * The plan for a chosen amount within `maxMonths` installments: when the chosen amount is too
 * small, the plan uses the smallest amount (whole cents) that fits, so the portal sees the
 * minimum in the second installment. Null when nothing is left.
 */
export function calculatePlan(
  balance: PlanBalance,
  chosenCents: number,
  firstDue: string,
  selection: DateSelection,
  maxMonths: number,
): CalculatedPlan | null {
  const total = balance.capitalCents + balance.costsCents + balance.interestCents;
  if (total <= 0) return null;
  const fits = (amount: number) => schedule(balance, amount, firstDue, selection, maxMonths);
  const chosen = fits(chosenCents);
  if (chosen) return chosen;
  // The total (plus interest) always fits in one or a few installments; search the minimum.
  let low = chosenCents;
  let high = Math.max(chosenCents, total);
  while (!fits(high)) high *= 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) high = mid;
    else low = mid;
  }
  return fits(high);
}
