import { cents, type Cents } from '@portal/openapi';
import type { Bill, Debt, Debtor, DebtorData, PaymentPlan } from '../features/debtor/model';

/** Builders of the debtor model (cents) for unit tests: a debt, a plan, a debtor and its data. */
export const c = (n: number): Cents => cents(n);

const stateInfo: Record<number, { order: number; ended: boolean; colorGroup: string }> = {
  1: { order: 50, ended: false, colorGroup: 'info' },
  2: { order: 40, ended: false, colorGroup: 'warning' },
  3: { order: 30, ended: false, colorGroup: 'warning' },
  4: { order: 20, ended: false, colorGroup: 'danger' },
  5: { order: 10, ended: false, colorGroup: 'danger' },
  12: { order: 60, ended: false, colorGroup: 'info' },
  11: { order: 70, ended: false, colorGroup: 'info' },
  6: { order: 80, ended: false, colorGroup: 'neutral' },
  7: { order: 90, ended: false, colorGroup: 'neutral' },
  8: { order: 100, ended: true, colorGroup: 'success' },
  9: { order: 110, ended: true, colorGroup: 'success' },
  10: { order: 120, ended: true, colorGroup: 'success' },
};

/** A bill of 100.00 euros (type 1, an invoice) unless told otherwise. */
export const bill = (overrides: Partial<Bill> = {}): Bill => ({
  nr: 1,
  type: 1,
  referenceNr: null,
  dueDate: null,
  total: c(10000),
  capital: c(10000),
  interest: c(0),
  interestRate: null,
  description: null,
  claimType: null,
  ...overrides,
});

export function plan(overrides: Partial<PaymentPlan> = {}): PaymentPlan {
  return {
    nr: 1,
    paymentPlanType: 2,
    isJointPaymentPlan: false,
    debts: [{ nr: 1 }],
    installments: [],
    summary: {
      total: c(0),
      interest: c(0),
      cost: c(0),
      left: c(0),
      totalPaid: c(0),
      progress: 0,
    },
    nextInstallment: null,
    payments: [],
    awaitingFirstPayment: false,
    ...overrides,
  };
}

export function debt(
  nr: number,
  state: number,
  dueDate: string,
  overrides: Partial<Omit<Debt, 'paymentPlan'>> & { plan?: PaymentPlan; allow?: boolean } = {},
): Debt {
  const { plan: activePlan = null, allow = true, ...rest } = overrides;
  const info = stateInfo[state]!;
  return {
    orderNr: 1000000 + nr,
    nr,
    creditor: { name: `Creditor ${nr}`, lastName: null },
    dueDate,
    endDate: info.ended ? '2026-10-01' : null,
    description: null,
    paymentType: 'single',
    banditRating: null,
    debtSummary: {
      left: c(10000),
      total: c(10000),
      totalPaid: c(0),
      progress: 0,
      reference: null,
      capital: c(10000),
      state: { state: state as Debt['debtSummary']['state']['state'], ...info },
    },
    bills: [],
    payments: [],
    paymentPlan: activePlan,
    unconfirmedPaymentPlan: null,
    paymentPlanParameters: { allow, maximumLengthInMonths: 12 },
    expirationActions: [],
    othersInvolved: [],
    originalCreditor: null,
    upiOrder: false,
    hidePersonalInfo: false,
    isInvoiceCopyRequestAllowed: false,
    isReclamationAllowed: false,
    isVerdictAvailable: false,
    verdictDate: null,
    isVerdictDownloaded: false,
    showDebtRestructuringWarning: false,
    debtReliefTotalSum: null,
    orderDebtRestructuringDebtID: null,
    invoiceCopyRequested: false,
    invoiceRequested: null,
    ...rest,
  };
}

export const debtor = (overrides: Partial<Debtor> = {}): Debtor => ({
  nr: 1,
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  name: 'Matti Meikäläinen',
  isCompany: false,
  isPerson: true,
  hasMultipleDebts: true,
  hasOverpayment: false,
  hasUPIOrders: false,
  hidePersonalInfo: false,
  address: [],
  contactInformation: {
    emails: [],
    phones: [],
    isEmailAllowed: false,
    isSMSAllowed: false,
    hideContactInformation: false,
    lastQueried: null,
  },
  ...overrides,
});

/** The whole debtor answer as the store holds it: no debts, plans or accounts unless given. */
export const debtorData = (overrides: Partial<DebtorData> = {}): DebtorData => ({
  debtor: debtor(),
  debts: [],
  paymentPlans: [],
  summary: {
    total: c(0),
    left: c(0),
    totalPaid: c(0),
    collectingCosts: c(0),
    otherCosts: c(0),
    interest: c(0),
    progress: 0,
    openDebts: 0,
  },
  bankAccounts: [],
  reconciliation: null,
  payee: { name: 'Perintä Oy', iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
  ...overrides,
});
