/**
 * Payment plans (spec 2, 4, 5): calculation and creation of single and joint plans, accepting
 * or declining a suggested plan, and due-date transfers with the rules and result codes of
 * spec sections 4, 5 and 8.
 */
import { SERVER_COST_DESCRIPTIONS } from '@portal/translations';
import {
  type components,
  DUE_DATE_COST_THRESHOLD_DAYS,
  earliestDueDateMove,
  isDueDateMoveCharged,
  isPaidInPortal,
} from '@portal/openapi';
import { badRequest, notFound } from '../http/errors';
import {
  addDays,
  type Clock,
  isFinnishBankHoliday,
  isWeekend,
  todayInHelsinki,
} from '../lib/dates';
import { type Cents, cents, centsToEuros, eurosToCents } from '../lib/money';
import type { DebtorRepository, DebtRow } from '../repositories/debtor-repository';
import type { PlansRepository } from '../repositories/plans-repository';
import {
  isActivePlanType,
  isEnded,
  isSuggestedPlanType,
  RECONCILIATION_PLAN_TYPE,
  SETTLEMENT_STATE,
} from '../rules/debt-rules';
import {
  type CalculatedPlan,
  calculatePlan,
  type DateSelection,
  firstDueDate,
  type PlanBalance,
} from '../rules/plan-calculation';
import { type PlanCharge, writtenPlanCharge } from '../rules/plan-charge';
import type { Session } from './sessions';

type S = components['schemas'];

export type PlanOutcome<T> = { ok: true; value: T } | { ok: false; errorCode: string | number };

const PLAN_ERROR = 'error.server.0';
/** A cost bill (type 2, spec 3) for the written-plan charge. */
const PLAN_CHARGE_BILL_TYPE = 2;
const PLAN_CHARGE_DESCRIPTION = SERVER_COST_DESCRIPTIONS.paymentPlan;

interface PreparedPlan {
  plan: CalculatedPlan;
  charge: PlanCharge | null;
  selection: DateSelection;
  debtNrs: number[];
  /** The smallest monthly amount within the longest plan allowed. */
  minimumCents: Cents;
  maxMonths: number;
  chargedPlansBefore: number;
  /** banditRating 3: the plan waits for its first installment, paid at once. */
  awaitsFirstPayment: boolean;
}

/** spec 5: a moved due date costs when it is at least 14 days after the later of today and the original. */
export const COST_THRESHOLD_DAYS = DUE_DATE_COST_THRESHOLD_DAYS;
/** Designed: a due date moves at most 30 days. */
export const MAX_TRANSFER_DAYS = 30;

/** Due-date transfer results (spec 8) and denied codes. */
const Result = {
  created: 0,
  datePassed: 1,
  firstInstallment: 2,
  alreadyMovedSupport: 3,
  alreadyMoved: 4,
} as const satisfies Record<string, S['DueDateTransferResult']>;
const Denied = {
  past: 1,
  state: 2,
  caseNotFound: 3,
  notAllowed: 5,
  rulesMissing: 6,
} as const satisfies Record<string, S['DueDateDeniedCode']>;
/** Debt states that answer a transfer with their own number as the result (spec 8). */
const STATE_RESULTS = [6, 7, 9, 10, 11, 12] as const satisfies S['DueDateTransferResult'][];

/** Why a due date cannot move: the transfer's result and the denied code. */
interface Refusal {
  result: S['DueDateTransferResult'];
  denied: S['DueDateDeniedCode'];
}

interface Target {
  debt: DebtRow;
  /** The plan whose next installment moves; null when the debt's own due date moves. */
  plan: { nr: number; dueDateMovedAt: Date | null } | null;
  installment: { sequence: number; dueDate: string } | null;
  originalDueDate: string;
  /** Latest allowed new date. */
  maxDate: string;
}

export class PlanService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly repository: DebtorRepository,
    private readonly clock: Clock,
  ) {}

  // ---------------------------------------------------------------- calculate and create

  /**
   * What is left of the debts as a plan balance: open capital, costs and accrued interest, and
   * the capital-weighted yearly rate. Earlier payments went to costs first, then interest, then
   * capital. (Also the settlement plan's balance.)
   */
  async balanceOf(rows: DebtRow[]): Promise<PlanBalance & { principalCents: number }> {
    const balance = {
      capitalCents: 0,
      costsCents: 0,
      interestCents: 0,
      rateBp: 0,
      principalCents: 0,
    };
    let rateWeight = 0;
    for (const debt of rows) {
      const billRows = await this.repository.billsOf(debt.nr);
      const paid = (await this.repository.paymentsOf(debt.nr)).reduce(
        (s, p) => s + p.amountCents,
        0,
      );
      let costs = 0;
      let interest = 0;
      let capital = 0;
      for (const bill of billRows) {
        interest += bill.interestCents;
        if (bill.type === 2 || bill.type === 3) costs += bill.capitalCents;
        else {
          capital += bill.capitalCents;
          balance.rateBp += (bill.interestRateBp ?? 0) * bill.capitalCents;
          rateWeight += bill.capitalCents;
        }
      }
      // Payments went to costs first, then interest, then capital.
      let rest = paid;
      const costsPaid = Math.min(costs, rest);
      rest -= costsPaid;
      const interestPaid = Math.min(interest, rest);
      rest -= interestPaid;
      const capitalPaid = Math.min(capital, rest);
      balance.costsCents += costs - costsPaid;
      balance.interestCents += interest - interestPaid;
      balance.capitalCents += capital - capitalPaid;
      balance.principalCents += capital;
    }
    balance.rateBp = rateWeight > 0 ? Math.round(balance.rateBp / rateWeight) : 0;
    return balance;
  }

  private async prepare(
    session: Session,
    body: S['PaymentPlanCalculateRequest'] | S['PaymentPlanCreateRequest'],
  ): Promise<PlanOutcome<PreparedPlan>> {
    const chosen = eurosToCents(body.Amount);
    if (chosen === null) throw badRequest();
    const rows: DebtRow[] = [];
    for (const debtNr of body.DebtNrs) {
      const debt = await this.repository.scopedDebt(session, debtNr);
      if (!debt) throw notFound();
      rows.push(debt);
    }
    // A debt in debt restructuring is paid only under its programme: no plan of ours either.
    const notPlannable = (d: DebtRow) =>
      !isPaidInPortal(d.state, isEnded(d.state)) || !d.planAllowed || !d.planMaxMonths;
    if (rows.some(notPlannable)) {
      return { ok: false, errorCode: PLAN_ERROR };
    }
    const balance = await this.balanceOf(rows);
    const total = balance.capitalCents + balance.costsCents + balance.interestCents;
    if (total <= 0) return { ok: false, errorCode: PLAN_ERROR };
    if (chosen > total) throw badRequest();
    const withPlan = await this.plans.openPlansOn(body.DebtNrs);
    if (withPlan.some((p) => isActivePlanType(p.type) || p.type === RECONCILIATION_PLAN_TYPE)) {
      return { ok: false, errorCode: PLAN_ERROR };
    }
    // A debt bound by a settlement under way gets no other plan.
    const settling = await this.plans.settlingDebts(body.DebtNrs);
    if (settling.length > 0 || rows.some((d) => d.state === SETTLEMENT_STATE)) {
      return { ok: false, errorCode: PLAN_ERROR };
    }

    const debtor = await this.repository.findDebtor(session.debtorNr);
    // spec 5: companies choose no payment day; the 1st of the month.
    const selection = (debtor?.isCompany ? 0 : body.DateSelection) as DateSelection;
    const maxMonths = Math.min(...rows.map((d) => d.planMaxMonths!));
    const today = todayInHelsinki(this.clock());
    const firstDue = firstDueDate(today, selection);
    // spec: at most two chargeable plans; those on these debts so far.
    const chargedPlansBefore = await this.plans.chargedPlansOn(body.DebtNrs);
    const chargeFor = (installmentCount: number) =>
      writtenPlanCharge({
        principalCents: balance.principalCents,
        installmentCount,
        chargedPlansBefore,
        isCompany: debtor?.isCompany ?? false,
      });
    /**
     * The plan with its charge in the costs. The charge depends on the number of installments
     * (four or fewer: the smallest), which the charge itself can change: settled in two rounds.
     */
    const withCharge = (amountCents: number) => {
      let charge = chargeFor(maxMonths);
      for (let round = 0; round < 2; round++) {
        const costsCents = balance.costsCents + (charge?.amountCents ?? 0);
        const plan = calculatePlan(
          { ...balance, costsCents },
          amountCents,
          firstDue,
          selection,
          maxMonths,
        );
        if (!plan) return null;
        const settled = chargeFor(plan.installments.length);
        if (settled?.amountCents === charge?.amountCents) return { plan, charge };
        charge = settled;
      }
      return null;
    };
    const chosenPlan = withCharge(chosen);
    const smallest = withCharge(1);
    if (!chosenPlan || !smallest) return { ok: false, errorCode: PLAN_ERROR };
    return {
      ok: true,
      value: {
        ...chosenPlan,
        selection,
        debtNrs: rows.map((d) => d.nr),
        minimumCents: smallest.plan.amountCents,
        maxMonths,
        chargedPlansBefore,
        awaitsFirstPayment: rows.some((d) => d.banditRating === 3),
      },
    };
  }

  async calculate(
    session: Session,
    body: S['PaymentPlanCalculateRequest'],
  ): Promise<PlanOutcome<S['PlanCalculation']>> {
    const prepared = await this.prepare(session, body);
    if (!prepared.ok) return prepared;
    const { plan, charge, minimumCents, maxMonths, chargedPlansBefore } = prepared.value;
    return {
      ok: true,
      value: {
        ...toCalculationResult(plan),
        minimumAmount: centsToEuros(minimumCents),
        maximumLengthInMonths: maxMonths,
        planCharge: charge
          ? {
              amount: centsToEuros(charge.amountCents),
              legalMaximum: centsToEuros(charge.legalMaximumCents),
              chargeablePlans: charge.chargeablePlans,
              chargedPlansBefore,
            }
          : null,
      },
    };
  }

  /** Creates the plan with exactly the chosen amount; an amount under the minimum is refused. */
  async create(session: Session, body: S['PaymentPlanCreateRequest']): Promise<PlanOutcome<true>> {
    const prepared = await this.prepare(session, body);
    if (!prepared.ok) return prepared;
    const { plan, selection, debtNrs, charge, awaitsFirstPayment } = prepared.value;
    if (plan.amountCents !== eurosToCents(body.Amount)) return { ok: false, errorCode: PLAN_ERROR };
    const now = this.clock();
    const chargeCents = charge?.amountCents ?? cents(0);
    // The charge is a cost of the first debt, so the debt and the plan add up the same.
    await this.plans.createPlan(
      {
        debtorNr: session.debtorNr,
        type: 0,
        createdAt: now,
        dateSelection: selection,
        chargeCents,
        awaitingFirstPaymentSince: awaitsFirstPayment ? now : null,
      },
      debtNrs,
      plan,
      chargeCents > 0
        ? {
            debtNr: debtNrs[0]!,
            type: PLAN_CHARGE_BILL_TYPE,
            dueDate: plan.installments[0]!.dueDate,
            capitalCents: chargeCents,
            description: PLAN_CHARGE_DESCRIPTION,
          }
        : null,
    );
    return { ok: true, value: true };
  }

  // ---------------------------------------------------------------- suggested plans

  /** spec 4: accept makes a suggestion an active plan (type 2); decline ends it irrevocably. */
  async confirmSuggested(
    session: Session,
    body: S['ConfirmSuggestedPaymentPlanRequest'],
  ): Promise<0 | 1 | 2> {
    const debt = await this.repository.scopedDebtByOrder(session, body.orderNr);
    if (!debt) throw notFound();
    const found = await this.repository.scopedPlan(session, body.msNr);
    if (!found || !found.debts.some((d) => d.debtNr === debt.nr)) throw notFound();
    if (!isSuggestedPlanType(found.plan.type)) return 0;
    const changed = await this.plans.decideSuggested(
      found.plan.nr,
      found.plan.type,
      body.accept,
      this.clock(),
    );
    if (!changed) return 0;
    return body.accept ? 1 : 2;
  }

  // ---------------------------------------------------------------- due dates

  /** The debt and its open plan's installments in one statement (the due-date operations). */
  private async target(session: Session, debtNr: number): Promise<Target> {
    const found = await this.repository.debtWithPlan(session, debtNr);
    if (!found) throw notFound();
    const { debt, plan: link, installments: rows } = found;
    const today = todayInHelsinki(this.clock());
    if (link && isActivePlanType(link.type)) {
      const index = rows.findIndex((i) => i.paidCents < i.amountCents);
      const next = index >= 0 ? rows[index]! : null;
      const following = index >= 0 ? rows[index + 1] : undefined;
      const original = next?.dueDate ?? today;
      let maxDate = addDays(original > today ? original : today, MAX_TRANSFER_DAYS);
      if (following && addDays(following.dueDate, -1) < maxDate) {
        maxDate = addDays(following.dueDate, -1);
      }
      return {
        debt,
        plan: { nr: link.nr, dueDateMovedAt: link.dueDateMovedAt },
        installment: next ? { sequence: next.sequence, dueDate: next.dueDate } : null,
        originalDueDate: original,
        maxDate,
      };
    }
    const original = debt.dueDate;
    return {
      debt,
      plan: null,
      installment: null,
      originalDueDate: original,
      maxDate: addDays(original > today ? original : today, MAX_TRANSFER_DAYS),
    };
  }

  /** Why the due date cannot move (result and denied code), or null when it can. */
  private refusal(t: Target): Refusal | null {
    const state = t.debt.state;
    // States other than billing, reminding and collection block a transfer (spec 8: 6, 7 and
    // 9-12 by their own number; court, distraint and paid answer 7 and 9).
    if (![1, 2, 3].includes(state)) {
      const result = STATE_RESULTS.find((code) => code === state) ?? (isEnded(state) ? 9 : 7);
      return { result, denied: Denied.state };
    }
    if (t.plan) {
      if (!t.installment) return { result: Result.alreadyMoved, denied: Denied.notAllowed };
      if (t.installment.sequence === 1)
        return { result: Result.firstInstallment, denied: Denied.notAllowed };
      if (t.plan.dueDateMovedAt) return { result: Result.alreadyMoved, denied: Denied.notAllowed };
      return null;
    }
    if (t.debt.dueDateTransferredAt) {
      return { result: Result.alreadyMovedSupport, denied: Denied.notAllowed };
    }
    return null;
  }

  private notAllowedDates(from: string, to: string): string[] {
    const dates: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (isFinnishBankHoliday(day)) dates.push(day);
    }
    return dates;
  }

  private minDate(t: Target, today: string): string {
    return earliestDueDateMove(t.originalDueDate, today);
  }

  /** spec 5: charged when no costless transfers are left, the cost is not 0 and the date is far. */
  private costFor(t: Target, newDate: string, today: string): Cents {
    const charged = isDueDateMoveCharged({
      costlessLeft: t.debt.costlessDueDateTransfersLeft,
      costCents: t.debt.dueDateTransferCostCents,
      originalDueDate: t.originalDueDate,
      today,
      newDate,
    });
    return charged ? t.debt.dueDateTransferCostCents : cents(0);
  }

  async parameters(session: Session, debtNr: number): Promise<S['DueDateTransferParameters']> {
    const t = await this.target(session, debtNr);
    const today = todayInHelsinki(this.clock());
    const refusal = this.refusal(t);
    const charge =
      t.debt.costlessDueDateTransfersLeft > 0 ? cents(0) : t.debt.dueDateTransferCostCents;
    return {
      allow: refusal === null,
      result: refusal?.denied ?? null,
      transferResult: refusal?.result ?? null,
      cost: centsToEuros(charge),
      costlessDuedateTransfersLeft: t.debt.costlessDueDateTransfersLeft,
      notAllowedDuedates: refusal ? [] : this.notAllowedDates(this.minDate(t, today), t.maxDate),
      maxNextDuedate: refusal ? null : t.maxDate,
    };
  }

  async transfer(
    session: Session,
    body: S['DueDateTransferRequest'],
  ): Promise<{ ok: true; value: S['DueDateTransferResponse'] } | ({ ok: false } & Refusal)> {
    if (body.DebtorNr !== session.debtorNr) throw notFound();
    const t = await this.target(session, body.DebtNr);
    const today = todayInHelsinki(this.clock());
    const refusal = this.refusal(t);
    if (refusal) return { ok: false, ...refusal };
    const newDate = body.NewDuedate;
    if (newDate < this.minDate(t, today)) {
      return { ok: false, result: Result.datePassed, denied: Denied.past };
    }
    // The picker offers none of these: a request for one is not the portal's.
    if (
      isWeekend(newDate) ||
      newDate > t.maxDate ||
      isFinnishBankHoliday(newDate) ||
      newDate === t.originalDueDate
    ) {
      throw badRequest();
    }
    const cost = this.costFor(t, newDate, today);
    const now = this.clock();
    const moved = await this.plans.moveDueDate({
      debtNr: t.debt.nr,
      plan: t.plan ? { nr: t.plan.nr, sequence: t.installment!.sequence } : null,
      newDate,
      now,
      costlessTransfersLeft: t.debt.costlessDueDateTransfersLeft,
      cost:
        cost > 0
          ? {
              debtNr: t.debt.nr,
              type: 3,
              dueDate: newDate,
              capitalCents: cost,
              interestCents: cents(0),
              description: SERVER_COST_DESCRIPTIONS.dueDateMove,
            }
          : null,
    });
    if (!moved) {
      return {
        ok: false,
        result: t.plan ? Result.alreadyMoved : Result.alreadyMovedSupport,
        denied: Denied.notAllowed,
      };
    }
    return {
      ok: true,
      value: { result: 0, newDuedate: newDate, cost: cost > 0 ? centsToEuros(cost) : 0 },
    };
  }
}

export function toCalculationResult(plan: CalculatedPlan): S['CalculationResult'] {
  return {
    paymentPlan: {
      price: centsToEuros(plan.amountCents),
      installments: plan.installments.map((i) => ({
        sequence: i.sequence,
        dueDate: i.dueDate,
        amount: centsToEuros(i.amountCents),
        capital: centsToEuros(i.capitalCents),
        costs: centsToEuros(i.costsCents),
        interest: centsToEuros(i.interestCents),
      })),
    },
    totalCapital: centsToEuros(plan.totalCapitalCents),
    totalInterest: centsToEuros(plan.totalInterestCents),
    totalCost: centsToEuros(plan.totalCostsCents),
  };
}
