import { toCents, type Cents, type Schemas } from '@portal/openapi';

/**
 * The debtor's data as the portal keeps it: the contract's shapes with every amount in integer
 * cents (docs/architecture.md: euros only at the boundary). `toDebtorModel` converts once, in the saga
 * that receives the data; slices hold this, components format cents.
 */
type InCents<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Cents | null : Cents;
};

export type DebtSummary = InCents<
  Schemas['DebtSummary'],
  'left' | 'total' | 'totalPaid' | 'capital'
>;
export type Bill = InCents<Schemas['Bill'], 'total' | 'capital' | 'interest'>;
export type Payment = InCents<Schemas['Payment'], 'amount'>;
export type Installment = InCents<
  Schemas['Installment'],
  'eur' | 'paid' | 'capital' | 'costs' | 'interest' | 'debtLeft'
>;
export type NextInstallment = InCents<Schemas['NextInstallment'], 'eur'>;
export type PaymentPlanSummary = InCents<
  Schemas['PaymentPlanSummary'],
  'total' | 'interest' | 'cost' | 'left' | 'totalPaid'
>;
export type PaymentPlan = Omit<
  Schemas['PaymentPlan'],
  'installments' | 'summary' | 'nextInstallment' | 'payments'
> & {
  installments: Installment[];
  summary: PaymentPlanSummary;
  nextInstallment: NextInstallment | null;
  payments: Payment[];
};
export type Debt = Omit<
  InCents<Schemas['Debt'], 'debtReliefTotalSum'>,
  'debtSummary' | 'bills' | 'payments' | 'paymentPlan' | 'unconfirmedPaymentPlan'
> & {
  debtSummary: DebtSummary;
  bills: Bill[];
  payments: Payment[];
  paymentPlan: PaymentPlan | null;
  unconfirmedPaymentPlan: PaymentPlan | null;
};
export type Summary = InCents<
  Schemas['Summary'],
  'total' | 'left' | 'totalPaid' | 'collectingCosts' | 'otherCosts' | 'interest'
>;
export type Reconciliation = Omit<Schemas['Reconciliation'], 'plan'> & { plan: PaymentPlan | null };
export type Debtor = Schemas['Debtor'];
export type DebtorData = Omit<
  Schemas['DebtorData'],
  'debts' | 'paymentPlans' | 'summary' | 'reconciliation'
> & {
  debts: Debt[];
  paymentPlans: PaymentPlan[];
  summary: Summary;
  reconciliation: Reconciliation | null;
};

const centsOrNull = (euros: number | null): Cents | null =>
  euros === null ? null : toCents(euros);

const payment = (p: Schemas['Payment']): Payment => ({ ...p, amount: toCents(p.amount) });

function paymentPlan(plan: Schemas['PaymentPlan']): PaymentPlan {
  const { summary, nextInstallment } = plan;
  return {
    ...plan,
    installments: plan.installments.map((i) => ({
      ...i,
      eur: toCents(i.eur),
      paid: toCents(i.paid),
      capital: toCents(i.capital),
      costs: toCents(i.costs),
      interest: toCents(i.interest),
      debtLeft: toCents(i.debtLeft),
    })),
    summary: {
      ...summary,
      total: toCents(summary.total),
      interest: toCents(summary.interest),
      cost: toCents(summary.cost),
      left: toCents(summary.left),
      totalPaid: toCents(summary.totalPaid),
    },
    nextInstallment: nextInstallment && { ...nextInstallment, eur: toCents(nextInstallment.eur) },
    payments: plan.payments.map(payment),
  };
}

const planOrNull = (plan: Schemas['PaymentPlan'] | null) => (plan ? paymentPlan(plan) : null);

function debt(d: Schemas['Debt']): Debt {
  const s = d.debtSummary;
  return {
    ...d,
    debtReliefTotalSum: centsOrNull(d.debtReliefTotalSum),
    debtSummary: {
      ...s,
      left: toCents(s.left),
      total: toCents(s.total),
      totalPaid: toCents(s.totalPaid),
      capital: toCents(s.capital),
    },
    bills: d.bills.map((b) => ({
      ...b,
      total: toCents(b.total),
      capital: toCents(b.capital),
      interest: toCents(b.interest),
    })),
    payments: d.payments.map(payment),
    paymentPlan: planOrNull(d.paymentPlan),
    unconfirmedPaymentPlan: planOrNull(d.unconfirmedPaymentPlan),
  };
}

/** The contract's `DebtorData` (euros) as the portal's model (cents). */
export function toDebtorModel(data: Schemas['DebtorData']): DebtorData {
  const s = data.summary;
  return {
    ...data,
    debts: data.debts.map(debt),
    paymentPlans: data.paymentPlans.map(paymentPlan),
    summary: {
      ...s,
      total: toCents(s.total),
      left: toCents(s.left),
      totalPaid: toCents(s.totalPaid),
      collectingCosts: toCents(s.collectingCosts),
      otherCosts: toCents(s.otherCosts),
      interest: toCents(s.interest),
    },
    reconciliation: data.reconciliation && {
      ...data.reconciliation,
      plan: planOrNull(data.reconciliation.plan),
    },
  };
}
