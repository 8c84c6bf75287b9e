import type { components } from '@portal/openapi';
import type { Clock } from '../lib/dates';
import { type Cents, cents, centsToEuros, percentOf, sumCents } from '../lib/money';
import type {
  DebtorRepository,
  DebtorSnapshot,
  InstallmentRow,
  PaymentRow,
  PlanRow,
} from '../repositories/debtor-repository';
import {
  type DebtFigures,
  debtFigures,
  debtProgress,
  invoiceCopyRequestAllowed,
  paymentType,
  planCreationAllowed,
  showsRestructuringWarning,
} from '../rules/debt-card-rules';
import {
  debtStateInfo,
  isActivePlanType,
  isSuggestedPlanType,
  RECONCILIATION_PLAN_TYPE,
  reclamationAllowed,
} from '../rules/debt-rules';
import type { Session } from './sessions';

type S = components['schemas'];

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

function mapPayment(p: PaymentRow): S['Payment'] {
  return {
    nr: p.nr,
    debtNr: p.debtNr,
    paymentDate: p.paymentDate,
    bookingDate: p.bookingDate,
    amount: centsToEuros(p.amountCents),
  };
}

export function mapPlan(
  plan: PlanRow,
  debtNrs: number[],
  rows: InstallmentRow[],
  planPayments: PaymentRow[],
): S['PaymentPlan'] {
  const total = sumCents(rows.map((i) => i.amountCents));
  const paid = sumCents(rows.map((i) => i.paidCents));
  const next = rows.find((i) => i.paidCents < i.amountCents);
  return {
    nr: plan.nr,
    paymentPlanType: plan.type as S['PaymentPlanType'],
    isJointPaymentPlan: debtNrs.length > 1,
    debts: debtNrs.map((nr) => ({ nr })),
    installments: rows.map((i) => ({
      sequence: i.sequence,
      duedate: i.dueDate,
      eur: centsToEuros(i.amountCents),
      paid: centsToEuros(i.paidCents),
      capital: centsToEuros(i.capitalCents),
      costs: centsToEuros(i.costsCents),
      interest: centsToEuros(i.interestCents),
      debtLeft: centsToEuros(i.debtLeftCents),
    })),
    summary: {
      total: centsToEuros(total),
      interest: centsToEuros(sumCents(rows.map((i) => i.interestCents))),
      cost: centsToEuros(sumCents(rows.map((i) => i.costsCents))),
      left: centsToEuros(cents(Math.max(0, total - paid))),
      totalPaid: centsToEuros(paid),
      progress: percentOf(paid, total),
    },
    nextInstallment: next
      ? {
          sequence: next.sequence,
          eur: centsToEuros(cents(next.amountCents - next.paidCents)),
          duedate: next.dueDate,
        }
      : null,
    payments: planPayments.map(mapPayment),
    awaitingFirstPayment: plan.awaitingFirstPaymentSince !== null,
  };
}

/** A settlement's progress (spec 4: created step 4, signed step 5, paid step 5 or 6). */
export function mapSubpoenaStatus(status: {
  nr: number;
  planNr: number | null;
  created: Date | null;
  signed: Date | null;
  paid: Date | null;
  paymentNr: number | null;
}): S['SubpoenaStatus'] {
  return {
    nr: status.nr,
    msNr: status.planNr,
    created: status.created?.toISOString() ?? null,
    signed: status.signed?.toISOString() ?? null,
    paid: status.paid?.toISOString() ?? null,
    paymentNr: status.paymentNr,
  };
}

/** The snapshot's rows grouped by debt and plan, and each plan mapped once. */
interface SnapshotIndex {
  billsByDebt: Map<number, DebtorSnapshot['bills']>;
  paymentsByDebt: Map<number, PaymentRow[]>;
  actionsByDebt: Map<number, DebtorSnapshot['actions']>;
  othersByDebt: Map<number, DebtorSnapshot['others']>;
  plansByDebt: Map<number, DebtorSnapshot['planDebts']>;
  invoiceByDebt: Map<number, DebtorSnapshot['invoiceCopyRequests']>;
  plansById: Map<number, PlanRow>;
  /** Debts of a subpoena with a settlement under way: bound by it, no other plan. */
  inSettlement: Set<number>;
  plan: (row: PlanRow) => S['PaymentPlan'];
}

function indexSnapshot(s: DebtorSnapshot): SnapshotIndex {
  const installmentsByPlan = groupBy(s.installments, (i) => i.planNr);
  const debtsByPlan = groupBy(s.planDebts, (l) => l.planNr);
  const planPaymentsByPlan = groupBy(s.planPayments, (p) => p.planNr ?? 0);
  const planCache = new Map<number, S['PaymentPlan']>();
  const plan = (row: PlanRow) => {
    let mapped = planCache.get(row.nr);
    if (!mapped) {
      mapped = mapPlan(
        row,
        (debtsByPlan.get(row.nr) ?? []).map((l) => l.debtNr).sort((a, b) => a - b),
        installmentsByPlan.get(row.nr) ?? [],
        planPaymentsByPlan.get(row.nr) ?? [],
      );
      planCache.set(row.nr, mapped);
    }
    return mapped;
  };
  const settling = new Set(s.subpoenaStatuses.map((st) => st.subpoenaNr));
  return {
    billsByDebt: groupBy(s.bills, (b) => b.debtNr),
    paymentsByDebt: groupBy(s.payments, (p) => p.debtNr),
    actionsByDebt: groupBy(s.actions, (a) => a.debtNr),
    othersByDebt: groupBy(s.others, (o) => o.debtNr),
    plansByDebt: groupBy(s.planDebts, (l) => l.debtNr),
    invoiceByDebt: groupBy(s.invoiceCopyRequests, (r) => r.debtNr),
    plansById: new Map(s.plans.map((p) => [p.nr, p])),
    inSettlement: new Set(
      s.subpoenaDebts.filter((l) => settling.has(l.subpoenaNr)).map((l) => l.debtNr),
    ),
    plan,
  };
}

/** Builds the `DebtorData` of the contract from a scoped snapshot. Money leaves as euros here. */
export function mapDebtorData(s: DebtorSnapshot): S['DebtorData'] {
  const ix = indexSnapshot(s);
  const mapped = s.debts.map((d) => mapDebt(s, ix, d));
  return {
    debtor: mapDebtor(s),
    debts: mapped.map((m) => m.debt),
    paymentPlans: s.plans.filter((p) => isActivePlanType(p.type)).map(ix.plan),
    summary: mapSummary(mapped.filter((m) => !m.ended).map((m) => m.figures)),
    bankAccounts: s.bankAccounts.map((b) => ({ iban: b.iban, bic: b.bic })),
    reconciliation: mapReconciliation(s, ix),
    payee: PAYEE,
  };
}

type DebtRow = DebtorSnapshot['debts'][number];

/** One debt of the contract, with its figures and whether it has ended (for the summary). */
function mapDebt(
  s: DebtorSnapshot,
  ix: SnapshotIndex,
  d: DebtRow,
): { debt: S['Debt']; figures: DebtFigures; ended: boolean } {
  const bills = ix.billsByDebt.get(d.nr) ?? [];
  const figures = debtFigures(d, bills, ix.paymentsByDebt.get(d.nr) ?? []);
  const state = debtStateInfo(d.state);
  const debtPlans = (ix.plansByDebt.get(d.nr) ?? [])
    .map((l) => ix.plansById.get(l.planNr))
    .filter((p) => p !== undefined);
  const active = debtPlans.find((p) => isActivePlanType(p.type));
  const suggested = debtPlans.find((p) => isSuggestedPlanType(p.type));
  const invoice = ix.invoiceByDebt.get(d.nr)?.[0];
  const debt: S['Debt'] = {
    orderNr: d.orderNr,
    nr: d.nr,
    creditor: { name: d.creditorName, lastName: d.creditorLastName },
    dueDate: d.dueDate,
    endDate: d.endDate,
    description: d.description,
    paymentType: paymentType(d.state, active !== undefined),
    banditRating: d.banditRating,
    debtSummary: {
      left: centsToEuros(figures.left),
      total: centsToEuros(figures.total),
      totalPaid: centsToEuros(figures.paid),
      progress: debtProgress(d.state, figures),
      reference: d.reference,
      capital: centsToEuros(figures.capital),
      state: { ...state, state: d.state as S['DebtStateCode'] },
    },
    bills: bills.map(mapBill),
    payments: (ix.paymentsByDebt.get(d.nr) ?? []).map(mapPayment),
    paymentPlan: active ? ix.plan(active) : null,
    unconfirmedPaymentPlan: suggested ? ix.plan(suggested) : null,
    paymentPlanParameters: {
      allow: planCreationAllowed({
        planAllowed: d.planAllowed,
        state: d.state,
        hasActivePlan: active !== undefined,
        inSettlement: ix.inSettlement.has(d.nr),
        hasReconciliationPlan: debtPlans.some((p) => p.type === RECONCILIATION_PLAN_TYPE),
      }),
      maximumLengthInMonths: d.planMaxMonths,
    },
    expirationActions: (ix.actionsByDebt.get(d.nr) ?? []).map((a) => ({
      nr: a.nr,
      action: a.action as S['ExpirationActionType'],
      actionDate: a.actionDate,
    })),
    othersInvolved: (ix.othersByDebt.get(d.nr) ?? []).map((o) => ({ name: o.name })),
    originalCreditor: d.originalCreditor,
    upiOrder: d.upiOrder,
    hidePersonalInfo: d.hidePersonalInfo || s.debtor.hidePersonalInfo,
    isInvoiceCopyRequestAllowed: invoiceCopyRequestAllowed({
      invoiceCopyAllowed: d.invoiceCopyAllowed,
      state: d.state,
      alreadyRequested: invoice !== undefined,
    }),
    isReclamationAllowed: reclamationAllowed(d.state, d.reclamationAllowed),
    isVerdictAvailable: d.verdictAvailable,
    verdictDate: d.verdictDate,
    isVerdictDownloaded: d.verdictDownloaded,
    showDebtRestructuringWarning: showsRestructuringWarning(d.state),
    debtReliefTotalSum:
      d.debtReliefTotalCents === null ? null : centsToEuros(d.debtReliefTotalCents),
    orderDebtRestructuringDebtID: d.restructuringDebtId,
    invoiceCopyRequested: invoice !== undefined,
    invoiceRequested: invoice?.requestedOn ?? null,
  };
  return { debt, figures, ended: state.ended };
}

function mapBill(b: DebtorSnapshot['bills'][number]): S['Bill'] {
  return {
    nr: b.nr,
    type: b.type,
    referenceNr: b.referenceNr,
    dueDate: b.dueDate,
    total: centsToEuros(cents(b.capitalCents + b.interestCents)),
    capital: centsToEuros(b.capitalCents),
    interest: centsToEuros(b.interestCents),
    interestRate: b.interestRateBp === null ? null : b.interestRateBp / 100,
    description: b.description,
    claimType: b.claimType as S['ClaimType'] | null,
  };
}

/** The totals over the debts that have not ended. */
function mapSummary(open: DebtFigures[]): S['DebtorData']['summary'] {
  const sum = (pick: (f: DebtFigures) => Cents) => sumCents(open.map(pick));
  const total = sum((f) => f.total);
  const paid = sum((f) => f.paid);
  return {
    total: centsToEuros(total),
    left: centsToEuros(sum((f) => f.left)),
    totalPaid: centsToEuros(paid),
    collectingCosts: centsToEuros(sum((f) => f.collectionCosts)),
    otherCosts: centsToEuros(sum((f) => f.otherCosts)),
    interest: centsToEuros(sum((f) => f.interest)),
    progress: percentOf(paid, total),
    openDebts: open.length,
  };
}

/** The settlement, when one is offered or a subpoena exists. */
function mapReconciliation(s: DebtorSnapshot, ix: SnapshotIndex): S['Reconciliation'] | null {
  if (!s.reconciliation && s.subpoenas.length === 0) return null;
  const reconciliationPlanRow = s.plans.find((p) => p.type === RECONCILIATION_PLAN_TYPE);
  const debtsBySubpoena = groupBy(s.subpoenaDebts, (l) => l.subpoenaNr);
  const statusBySubpoena = groupBy(s.subpoenaStatuses, (st) => st.subpoenaNr);
  const statusPlan = s.subpoenaStatuses.find((st) => st.planNr !== null)?.planNr;
  const storedPlan =
    reconciliationPlanRow ?? (statusPlan ? ix.plansById.get(statusPlan) : undefined);
  return {
    available: s.reconciliation?.available ?? false,
    status: s.reconciliation?.status ?? null,
    subpoenas: s.subpoenas.map((sp) => {
      const status = statusBySubpoena.get(sp.nr)?.[0];
      return {
        nr: sp.nr,
        orderNrs: (debtsBySubpoena.get(sp.nr) ?? []).map((l) => l.orderNr),
        status: status ? mapSubpoenaStatus(status) : null,
      };
    }),
    plan: storedPlan ? ix.plan(storedPlan) : null,
  };
}

/** The debtor: name, kind, addresses and contact information. */
function mapDebtor(s: DebtorSnapshot): S['DebtorData']['debtor'] {
  const d = s.debtor;
  return {
    nr: d.nr,
    firstName: d.firstName,
    lastName: d.lastName,
    name: d.name,
    isCompany: d.isCompany,
    isPerson: !d.isCompany,
    hasMultipleDebts: s.openDebtCount > 1,
    hasOverpayment: d.overpaymentCents > 0,
    hasUPIOrders: s.hasUpiOrders,
    hidePersonalInfo: d.hidePersonalInfo,
    address: s.addresses.map((a) => ({
      postAddress: a.postAddress,
      city: a.city,
      streetAddress: a.streetAddress,
    })),
    contactInformation: {
      emails: s.emails.map((e) => ({
        emailAddress: e.emailAddress,
        emailAllowed: e.emailAllowed,
      })),
      phones: s.phones.map((p) => ({
        number: p.number,
        landCode: p.landCode,
        type: p.type,
        smsAllowed: p.smsAllowed,
      })),
      isEmailAllowed: d.isEmailAllowed,
      isSMSAllowed: d.isSmsAllowed,
      hideContactInformation: d.hideContactInformation,
      lastQueried: d.contactPromptAskedAt?.toISOString() ?? null,
    },
  };
}

/** spec 1: payments go to one fixed collection company (its account for bank transfers). */
export const PAYEE: S['Payee'] = {
  name: 'Perintä Oy',
  iban: 'FI3715903000000776',
  bic: 'NDEAFIHH',
};

export class DebtorService {
  constructor(
    private readonly repository: DebtorRepository,
    /** Books the debtor's pending payments whose settlement time has passed (PaymentService). */
    private readonly settleDue: (debtorNr: number) => Promise<number>,
    private readonly clock: Clock,
  ) {}

  /**
   * The contract's `DebtorData` for the session, null when its debtor is gone. One statement in
   * the usual case; when it reports payments due for settlement they are booked first and the
   * snapshot is read again, so the answer always includes them.
   */
  async debtorData(session: Session): Promise<S['DebtorData'] | null> {
    let snapshot = await this.repository.snapshot(session, this.clock());
    if (snapshot?.settleDue) {
      await this.settleDue(session.debtorNr);
      snapshot = await this.repository.snapshot(session, this.clock());
    }
    return snapshot ? mapDebtorData(snapshot) : null;
  }
}
