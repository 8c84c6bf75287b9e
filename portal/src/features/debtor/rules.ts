import { dayjs } from '@portal/design-system';
import { DebtState, paymentRoute, sumCents, type Cents, type PaymentRoute } from '@portal/openapi';
import type { AuthType } from '../session';
import type { Bill, Debt, Debtor, PaymentPlan } from './model';

/**
 * Pure rules of the front page (spec 2 "Front page", spec 4). Dates are calendar days
 * (`YYYY-MM-DD`); "today" is passed in (design system `todayInHelsinki()`), so the rules are
 * plain functions of their arguments.
 */

/** spec 9: "near/past threshold 2 days". */
export const DUE_SOON_DAYS = 2;

/** spec 4: ended debts (8, 9, 10: the contract's `state.ended`) go to the archive; others are open. */
export const isOpenDebt = (debt: Debt): boolean => !debt.debtSummary.state.ended;

export const openDebts = (debts: readonly Debt[]): Debt[] => debts.filter(isOpenDebt);
export const endedDebts = (debts: readonly Debt[]): Debt[] => debts.filter((d) => !isOpenDebt(d));

/**
 * Where the debt is paid, by its state: the rule the server follows too (`@portal/openapi`
 * `paymentRoute`). A debt in debt restructuring (state 6) is paid only under the court-confirmed
 * payment programme: no pay button, cart, `/pay-all` row, custom amount, reference or barcode.
 */
export const paymentRouteOf = (debt: Debt): PaymentRoute =>
  paymentRoute(debt.debtSummary.state.state, debt.debtSummary.state.ended);

/** Whether the debt may be paid through this service (or with its reference). */
export const isPaidInPortalDebt = (debt: Debt): boolean => paymentRouteOf(debt) === 'portal';

/** spec 4: plan types 0, 2, 3, 5 and 7 are active; 1, 4 and 6 are unconfirmed suggestions. */
const ACTIVE_PLAN_TYPES: readonly number[] = [0, 2, 3, 5, 7];

export function isActivePlan(plan: PaymentPlan | null | undefined): plan is PaymentPlan {
  return Boolean(plan && ACTIVE_PLAN_TYPES.includes(plan.paymentPlanType));
}

/**
 * The day to pay by next, one source for the pay block, the debt's summary and its card: an
 * active plan's next installment (a moved due date or a new plan changes it), otherwise the
 * debt's own due date.
 */
export function nextDueDate(debt: Debt): string | null {
  return isActivePlan(debt.paymentPlan)
    ? (debt.paymentPlan.nextInstallment?.duedate ?? null)
    : debt.dueDate;
}

/** spec 2: debts by state order (the contract's `state.order`), then due date; stable. */
export function sortDebts(debts: readonly Debt[]): Debt[] {
  return [...debts].sort(
    (a, b) =>
      a.debtSummary.state.order - b.debtSummary.state.order ||
      (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0),
  );
}

/** A due date within two days from today, or past (spec 2: "pay quickly"). */
export function isDueSoon(dueDate: string | null | undefined, today: string): boolean {
  if (!dueDate) return false;
  return dueDate <= dayjs(today, 'YYYY-MM-DD').add(DUE_SOON_DAYS, 'day').format('YYYY-MM-DD');
}

/**
 * A due date in words (urgency said, not only coloured): days overdue, today, tomorrow,
 * or days to go; `urgent` when "pay quickly" applies (within two days or past).
 */
export type DueStatus =
  | { kind: 'overdue'; days: number; urgent: true }
  | { kind: 'today' | 'tomorrow'; days: 0 | 1; urgent: true }
  | { kind: 'inDays'; days: number; urgent: boolean };

export function dueStatus(dueDate: string, today: string): DueStatus {
  const days = dayjs(dueDate, 'YYYY-MM-DD').diff(dayjs(today, 'YYYY-MM-DD'), 'day');
  if (days < 0) return { kind: 'overdue', days: -days, urgent: true };
  if (days === 0) return { kind: 'today', days: 0, urgent: true };
  if (days === 1) return { kind: 'tomorrow', days: 1, urgent: true };
  return { kind: 'inDays', days, urgent: days <= DUE_SOON_DAYS };
}

/**
 * The due date in words as every place that shows it says it (the pay block and the debt cards):
 * the translation key, its count, and the urgency its icon marks. Null without a date.
 */
export function dueWords(
  dueDate: string | null,
  today: string,
): { key: string; count?: number; urgency: 'none' | 'soon' | 'overdue' } | null {
  if (!dueDate) return null;
  const status = dueStatus(dueDate, today);
  const urgency = status.kind === 'overdue' ? 'overdue' : status.urgent ? 'soon' : 'none';
  return status.kind === 'today' || status.kind === 'tomorrow'
    ? { key: `payBlock.due.${status.kind}`, urgency }
    : { key: `payBlock.due.${status.kind}`, count: status.days, urgency };
}

export type DebtButton = 'payNow' | 'payQuickly' | 'payWholeDebt';

/**
 * spec 2, debt card: red "pay now" in court (state 4); orange "pay quickly" when the due date is
 * within two days or past; else "pay whole debt". Ended debts have nothing to pay.
 */
export function debtButton(debt: Debt, today: string): DebtButton | null {
  // A debt in debt restructuring is paid under the court's programme, not here; its notice says
  // so, and a pay button would invite paying outside the programme.
  if (!isPaidInPortalDebt(debt)) return null;
  if (debt.debtSummary.state.state === DebtState.court) return 'payNow';
  if (isDueSoon(debt.dueDate, today)) return 'payQuickly';
  return 'payWholeDebt';
}

export type PlanButton = 'payQuickly' | 'payNextInstallment';

/** spec 2, plan card: "pay quickly" when the next due date is within two days or past. */
export function planButton(plan: PaymentPlan, today: string): PlanButton | null {
  if (!plan.nextInstallment) return null;
  return isDueSoon(plan.nextInstallment.duedate, today) ? 'payQuickly' : 'payNextInstallment';
}

/** An active plan on the debt (the contract sends only active plans in `paymentPlan`). */
export const hasPlan = (debt: Debt): boolean => debt.paymentPlan !== null;

/**
 * The bills an invoice copy or a reclamation is about (spec 4, 5): the invoices (type 1), or every
 * bill when the debt has no invoice.
 */
export const invoiceBills = (bills: readonly Bill[]): Bill[] => {
  const invoices = bills.filter((bill) => bill.type === 1);
  return invoices.length > 0 ? invoices : [...bills];
};

/**
 * spec 4: a debt that may join a new plan: open, without a plan, and the plan is allowed; never
 * a debt that is not paid here (debt restructuring: its programme is its only plan).
 */
export const allowsNewPlan = (debt: Debt): boolean =>
  isPaidInPortalDebt(debt) && !hasPlan(debt) && debt.paymentPlanParameters.allow;

/** spec 4: "A joint plan is possible when at least 2 open debts without a plan allow plan creation." */
export const isJointPlanPossible = (debts: readonly Debt[]): boolean =>
  debts.filter(allowsNewPlan).length >= 2;

export interface FrontPageCounts {
  /** Open debts (the summary card's "open debts"). */
  open: number;
  /** Open debts with an active plan ("how many of those have a plan"). */
  withPlan: number;
  ended: number;
}

export function frontPageCounts(debts: readonly Debt[]): FrontPageCounts {
  const open = openDebts(debts);
  return {
    open: open.length,
    withPlan: open.filter(hasPlan).length,
    ended: debts.length - open.length,
  };
}

/** spec 2: "If exactly one debt, the single-debt view; otherwise multi-debt view." */
export const frontPageView = (debts: readonly Debt[]): 'single' | 'multi' =>
  debts.length === 1 ? 'single' : 'multi';

export type FrontPageTab = 'plan' | 'debts' | 'archive';

export interface FrontPageTabs {
  /** Whether the tab list shows at all; without it only the debts are shown. */
  show: boolean;
  tabs: FrontPageTab[];
}

/**
 * spec 2: tabs create payment plan (only if a joint plan is possible), debts, archive (only if
 * paid debts exist); the tabs show only if a joint plan is possible or both paid and open debts
 * exist.
 */
export function frontPageTabs(debts: readonly Debt[]): FrontPageTabs {
  const joint = isJointPlanPossible(debts);
  const { open, ended } = frontPageCounts(debts);
  const tabs: FrontPageTab[] = [];
  if (joint) tabs.push('plan');
  tabs.push('debts');
  if (ended > 0) tabs.push('archive');
  return { show: joint || (open > 0 && ended > 0), tabs };
}

/** spec 2: "A count heading shows when more than 2 open debts." */
export const showCountHeading = (debts: readonly Debt[]): boolean => openDebts(debts).length > 2;

/**
 * A list of many open debts (more than two, where the count heading shows) is drawn
 * with compact debt cards on a phone, so it stays scannable; one or two keep the full cards.
 */
export const compactCardsOnPhone = (debts: readonly Debt[]): boolean => showCountHeading(debts);

/**
 * `/pay-all`'s rows (spec 2: the open debts): those with something left that are paid here, in
 * the front page's order. A debt in debt restructuring is left out: it is paid only under its
 * programme.
 */
export const payAllDebts = (debts: readonly Debt[]): Debt[] =>
  sortDebts(openDebts(debts)).filter((d) => d.debtSummary.left > 0 && isPaidInPortalDebt(d));

/**
 * What is left of the open debts in debt restructuring, in cents. The front page's "to pay in
 * total" leaves it out and names it on a line of its own: it is paid under the court-confirmed
 * programme, and counting it would nudge the debtor to pay it here.
 */
export const restructuringLeft = (debts: readonly Debt[]): Cents =>
  sumCents(
    openDebts(debts)
      .filter((d) => paymentRouteOf(d) === 'restructuringProgramme')
      .map((d) => d.debtSummary.left),
  );

/** spec 2: the pay-all button shows when open debts exist that can be paid here. */
export const showPayAll = (debts: readonly Debt[]): boolean => payAllDebts(debts).length > 0;

/**
 * The debt a plan card links to and its route (spec 2: /payment-plan/{firstDebtNr} for joint
 * plans, else /debt/{firstDebtNr}). Routes take the order number, so the plan's first debt
 * number is looked up among the debts; null when that debt is not in view.
 */
export function planLink(
  plan: PaymentPlan,
  debts: readonly Debt[],
): { kind: 'paymentPlan' | 'debt'; orderNr: number } | null {
  const first = plan.debts[0];
  const debt = first && debts.find((d) => d.nr === first.nr);
  if (!debt) return null;
  return { kind: plan.isJointPaymentPlan ? 'paymentPlan' : 'debt', orderNr: debt.orderNr };
}

/** Installments not yet paid in full, of all (the plan card's "remaining of total"). */
export function installmentsLeft(plan: PaymentPlan): { left: number; total: number } {
  const total = plan.installments.length;
  const left = plan.installments.filter((i) => i.paid < i.eur).length;
  return { left, total };
}

/** Open debts outside every active plan: these get debt cards; planned ones are in plan cards. */
export const debtsOutsidePlans = (
  debts: readonly Debt[],
  plans: readonly PaymentPlan[],
): Debt[] => {
  const planned = new Set(plans.flatMap((p) => p.debts.map((d) => d.nr)));
  return openDebts(debts).filter((d) => !planned.has(d.nr));
};

/**
 * spec 4 "Multiple-debts banner: auth type 2, social security not verified, debtor has multiple
 * debts and is a person". A case-number login (2) is the unverified one; after the overall
 * situation prompt the session's auth type is 3 or 6.
 */
export const showMultipleDebtsNotice = (authType: AuthType | null, debtor: Debtor): boolean =>
  authType === 2 && debtor.hasMultipleDebts && debtor.isPerson;

/**
 * spec 2 last item: the overall-situation prompt. A person re-authenticates with bank
 * credentials (login type 6), a company enters its business ID (login type 3). Offered to a
 * case-number session of a debtor with several debts.
 */
export function situationPrompt(
  authType: AuthType | null,
  debtor: Debtor,
): 'bankCredentials' | 'businessId' | null {
  if (authType !== 2 || !debtor.hasMultipleDebts) return null;
  return debtor.isCompany ? 'businessId' : 'bankCredentials';
}

/**
 * A Finnish business ID (Y-tunnus) `NNNNNNN-C`: the check digit is 11 minus the remainder of
 * the digits weighted 7, 9, 10, 5, 8, 4, 2 divided by 11 (0 when the remainder is 0); a
 * remainder of 1 is never issued.
 */
export function isValidBusinessId(text: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(text.trim());
  if (!match) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...match[1]!].reduce((acc, digit, i) => acc + Number(digit) * weights[i]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check === Number(match[2]);
}

const IDENTITY_CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/**
 * spec 5's "private format": a Finnish personal identity code `DDMMYY`, a century mark (`+`,
 * `-` or `Y`-`U` for the 1900s, `A`-`F` for the 2000s), a three-digit individual number and the
 * check character of the nine digits modulo 31. Where a business ID is asked, such a code is a
 * person's: the field says so before anything is sent (the reference server knows companies only
 * by their business IDs, so there is no company login with a person's code to fail).
 */
export function isPersonalIdentityCode(text: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(
    text.trim().toUpperCase(),
  );
  if (!match) return false;
  const [, day, month, year, individual, check] = match;
  if (Number(day) < 1 || Number(day) > 31 || Number(month) < 1 || Number(month) > 12) return false;
  const number = Number(`${day}${month}${year}${individual}`);
  return IDENTITY_CHECK_CHARACTERS[number % 31] === check;
}
