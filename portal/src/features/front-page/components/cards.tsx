import { useTranslation } from 'react-i18next';
import {
  ArchiveCard,
  DebtCard,
  formatEuroCents,
  PaymentPlanCard,
  type ButtonVariant,
  type CardAction,
} from '@portal/design-system';
import { cents, DebtState, type Cents } from '@portal/openapi';
import { useAppSelector } from '../../../lib/hooks';
import { selectLocale } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { renderRouterLink } from '../../../components/RouterLink';
import {
  debtButton,
  dueWords,
  installmentsLeft,
  paymentRouteOf,
  planButton,
  planLink,
  type Debt,
  type DebtButton,
  type PaymentPlan,
  type PlanButton,
  nextDueDate,
} from '../../debtor';
import {
  canPayDebt,
  canPayPlan,
  installmentItem,
  payButtonVariant,
  selectPendingDebtNrs,
} from '../../paying';

/** What a pay button asks for: FrontPage's `startPayment` opens the bank form for it. */
export type PayRequest =
  | { paymentType: 'single'; debt: Debt; href: string }
  | { paymentType: 'installment'; plan: PaymentPlan; href: string };

const variants: Record<DebtButton | PlanButton, ButtonVariant> = payButtonVariant;

/** The card's pay button names the amount it pays, as the pay block's does. */
function useCardAction(
  button: DebtButton | PlanButton | null,
  amountCents: Cents,
  onPay: () => void,
): CardAction | undefined {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return button
    ? {
        variant: variants[button],
        label: t('payBlock.button', {
          action: t(`button.${button}`),
          amount: formatEuroCents(amountCents, locale),
        }),
        onClick: onPay,
      }
    : undefined;
}

export const debtHref = (debt: Debt) => paths.debt.getHref(debt.orderNr);

export function DebtCardItem({
  debt,
  today,
  onPay,
  headingLevel = 3,
  compactOnPhone = false,
}: {
  debt: Debt;
  today: string;
  onPay: (request: PayRequest) => void;
  headingLevel?: 2 | 3;
  /** A compact card below 600 px, so a list of many debts stays scannable. */
  compactOnPhone?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { state, left, total, totalPaid, progress } = { ...debt.debtSummary };
  const href = debtHref(debt);
  // spec 2: pay buttons hide while the debt's payment is in progress.
  const payable = canPayDebt(debt, useAppSelector(selectPendingDebtNrs));
  const action = useCardAction(payable ? debtButton(debt, today) : null, left, () =>
    onPay({ paymentType: 'single', debt, href }),
  );
  // The date the debt's pay block gives: with a plan, its next installment's.
  const dueDate = nextDueDate(debt) ?? debt.dueDate;
  // A debt in debt restructuring has no date or button of its own: the card says why.
  const inProgramme = paymentRouteOf(debt) === 'restructuringProgramme';
  const words = inProgramme ? null : dueWords(dueDate, today);
  return (
    <DebtCard
      creditorName={debt.creditor.name}
      dueDate={dueDate}
      dueText={words ? t(words.key, { count: words.count }) : undefined}
      urgency={words?.urgency}
      note={inProgramme ? <p>{t('debtCard.restructuring')}</p> : undefined}
      leftCents={left}
      paidCents={totalPaid}
      totalCents={total}
      progressPercent={progress}
      stateLabel={t(`debtState.${state.state}`)}
      colorGroup={state.colorGroup}
      ended={state.ended}
      labels={{
        dueDate: t('debtCard.dueDate'),
        amountLeft: t('debtCard.amountLeft'),
        paidOfTotal: t('debtCard.paidOfTotal'),
        progress: t('debtCard.progress'),
      }}
      locale={locale}
      href={href}
      renderLink={renderRouterLink}
      action={action}
      headingLevel={headingLevel}
      compactOnPhone={compactOnPhone}
      data-order-nr={debt.orderNr}
    />
  );
}

export function PlanCardItem({
  plan,
  debts,
  today,
  onPay,
}: {
  plan: PaymentPlan;
  debts: readonly Debt[];
  today: string;
  onPay: (request: PayRequest) => void;
}) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const link = planLink(plan, debts);
  const href = link
    ? link.kind === 'paymentPlan'
      ? paths.paymentPlan.getHref(link.orderNr)
      : paths.debt.getHref(link.orderNr)
    : paths.frontPage.getHref();
  const payable = canPayPlan(plan, useAppSelector(selectPendingDebtNrs));
  const action = useCardAction(
    payable ? planButton(plan, today) : null,
    installmentItem(plan, debts)?.amountCents ?? plan.nextInstallment?.eur ?? cents(0),
    () => onPay({ paymentType: 'installment', plan, href }),
  );
  const { left, total } = installmentsLeft(plan);
  const creditors = plan.debts
    .map((pd) => debts.find((d) => d.nr === pd.nr)?.creditor.name)
    .filter((name): name is string => Boolean(name));
  const title = plan.isJointPaymentPlan ? t('planCard.jointTitle') : t('planCard.title');
  return (
    <PaymentPlanCard
      title={creditors.length > 0 ? `${title}: ${creditors.join(', ')}` : title}
      installmentsLeft={left}
      installmentsTotal={total}
      nextDueDate={plan.nextInstallment?.duedate ?? null}
      nextAmountCents={plan.nextInstallment?.eur ?? cents(0)}
      leftCents={plan.summary.left}
      progressPercent={plan.summary.progress}
      // The plan tab's words for the same count, so that the two screens agree.
      installmentsText={(leftCount, totalCount) =>
        t('debt.plan.installmentsLeftValue', { left: leftCount, count: totalCount })
      }
      labels={{
        installmentsLeft: t('planCard.installmentsLeft'),
        nextDueDate: t('planCard.nextDueDate'),
        nextAmount: t('planCard.nextAmount'),
        amountLeft: t('debtCard.amountLeft'),
        progress: t('planCard.progress'),
      }}
      locale={locale}
      href={href}
      renderLink={renderRouterLink}
      action={action}
    />
  );
}

export function ArchiveCardItem({ debt, headingLevel = 3 }: { debt: Debt; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { state } = debt.debtSummary;
  return (
    <ArchiveCard
      creditorName={debt.creditor.name}
      stateLabel={t(`debtState.${state.state}`)}
      colorGroup={state.colorGroup}
      endDate={debt.endDate}
      // spec 4: state 8 (paid) has its own "ended on" text.
      endDateLabel={
        state.state === DebtState.paid ? t('archiveCard.paidOn') : t('archiveCard.endedOn')
      }
      totalCents={debt.debtSummary.total}
      totalLabel={t('archiveCard.total')}
      locale={locale}
      href={debtHref(debt)}
      renderLink={renderRouterLink}
      headingLevel={headingLevel}
      data-order-nr={debt.orderNr}
    />
  );
}
