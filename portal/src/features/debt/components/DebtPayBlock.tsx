import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  formatEuroCents,
  Notice,
  PayBlock,
  todayInHelsinki,
  type FormatLocale,
  type PayUrgency,
} from '@portal/design-system';
import type { Cents } from '@portal/openapi';
import { dialogOpened } from '../../../lib/dialogs';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import {
  debtButton,
  dueWords,
  paymentRouteOf,
  planButton,
  selectDebts,
  type Debt,
  type PaymentPlan,
  nextDueDate,
} from '../../debtor';
import {
  canPayDebt,
  canPayPlan,
  installmentItem,
  payButtonVariant,
  pendingEffect,
  selectPendingDebtNrs,
  selectPendingPayments,
  wholeDebtItem,
  type CartItem,
} from '../../paying';

/** The due date in words and its urgency mark (not by colour alone). */
function useDueWords(dueDate: string | null): { text?: string; urgency: PayUrgency } {
  const { t } = useTranslation();
  const words = dueWords(dueDate, todayInHelsinki());
  if (!words) return { urgency: 'none' };
  return { text: t(words.key, { count: words.count }), urgency: words.urgency };
}

/**
 * The one thing first: the amount to pay, its due date in words, and one full-width
 * button that names the amount, at the top of the debt view. A debt with an active plan pays the
 * plan's next installment; a debt in restructuring (state 6) has no button here and says why.
 * While a payment awaits the bank's confirmation the button hides (spec 2) and a note says so.
 */
/**
 * Where the pay button was: how much is on its way and what is left after it, so the debtor knows
 * that the payment counts (the generic words until the server has said how much).
 */
function PendingNote({ covered, locale }: { covered: readonly Debt[]; locale: FormatLocale }) {
  const { t } = useTranslation();
  const pendingPayments = useAppSelector(selectPendingPayments);
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  const effect = pendingEffect(pendingPayments, covered);
  return (
    <Notice tone="info" data-pending-note="">
      {effect === null
        ? t('paying.notice.debtPending')
        : effect.leftAfterCents === null
          ? t('paying.notice.debtPendingAmountOnly', { amount: money(effect.pendingCents) })
          : t('paying.notice.debtPendingAmount', {
              amount: money(effect.pendingCents),
              left: money(effect.leftAfterCents),
            })}
    </Notice>
  );
}

/** A debtor who cannot pay by the date finds the move where the date is, not in the menu. */
function MoveDueDate({ debtNr }: { debtNr: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = `pay-block-move-${debtNr}`;
  return (
    <div>
      <Button
        id={id}
        variant="tertiary"
        onClick={() =>
          dispatch(
            dialogOpened({ name: 'dueDateTransfer', props: { debtNr }, returnFocus: `#${id}` }),
          )
        }
      >
        {t('debtActions.transferDueDate')}
      </Button>
    </div>
  );
}

export function DebtPayBlock({
  debt,
  plan,
  locale,
  headingLevel,
  secondary = false,
}: {
  debt: Debt;
  /** The debt's active plan (or the joint plan shown): its next installment is what to pay. */
  plan: PaymentPlan | null;
  locale: FormatLocale;
  headingLevel: 2 | 3;
  /**
   * Something else leads the view (an offer, a suggested plan, a paused collection): paying is
   * the second way, its button secondary and its title "or pay it all".
   */
  secondary?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const debts = useAppSelector(selectDebts);
  const pending = useAppSelector(selectPendingDebtNrs);
  const today = todayInHelsinki();
  const next = plan?.nextInstallment ?? null;
  // The joint plan shown on its page is passed in; otherwise the debt's own plan decides.
  const due = useDueWords(plan ? (next?.duedate ?? null) : nextDueDate(debt));
  const money = (amount: Cents) => formatEuroCents(amount, locale);
  const open = (id: string, cart: CartItem[]) =>
    dispatch(
      dialogOpened({
        name: 'bankSelection',
        props: { cart, redirectPath: pathname },
        returnFocus: `#${id}`,
      }),
    );
  if (plan) {
    if (!next) return null;
    const button = planButton(plan, today);
    const item = installmentItem(plan, debts);
    const payable = canPayPlan(plan, pending) && button !== null && item !== null;
    const id = `pay-block-plan-${plan.nr}`;
    return (
      <PayBlock
        data-pay-block=""
        title={t('payBlock.title.plan')}
        headingLevel={headingLevel}
        amountLabel={t('payBlock.amount.plan')}
        amountCents={next.eur}
        locale={locale}
        dueLabel={t('debt.facts.dueDate')}
        dueDate={next.duedate}
        dueText={due.text}
        urgency={due.urgency}
        action={
          payable
            ? {
                id,
                label: t('payBlock.button', {
                  action: t(`button.${button}`),
                  amount: money(item.amountCents),
                }),
                variant: payButtonVariant[button],
                onClick: () => open(id, [item]),
              }
            : undefined
        }
      >
        {payable ? null : (
          <PendingNote
            covered={debts.filter((d) => plan.debts.some((p) => p.nr === d.nr))}
            locale={locale}
          />
        )}
        <MoveDueDate debtNr={debt.nr} />
      </PayBlock>
    );
  }

  const inProgramme = paymentRouteOf(debt) === 'restructuringProgramme';
  // Paid in full (state 8): the place of the pay block says so, rather than leaving the happiest
  // moment to a wheel and a tab strip.
  if (debt.debtSummary.state.state === 8) {
    return (
      <Notice tone="success" title={t('payBlock.paid.title')} data-pay-block-paid="">
        {t('payBlock.paid.text')}
      </Notice>
    );
  }
  if (debt.debtSummary.state.ended || debt.debtSummary.left <= 0) return null;
  const button = debtButton(debt, today);
  const payable = canPayDebt(debt, pending) && button !== null;
  const id = `pay-block-${debt.nr}`;
  return (
    <PayBlock
      data-pay-block=""
      // Not "to pay" here: a restructuring debt's block says what is left and where it is paid.
      title={t(
        inProgramme
          ? 'payBlock.title.restructuring'
          : secondary
            ? 'payBlock.title.orPay'
            : 'payBlock.title.debt',
      )}
      headingLevel={headingLevel}
      amountLabel={t(inProgramme ? 'debtCard.amountLeft' : 'payBlock.amount.debt')}
      amountCents={debt.debtSummary.left}
      locale={locale}
      dueLabel={t('debt.facts.dueDate')}
      dueDate={inProgramme ? null : debt.dueDate}
      dueText={due.text}
      urgency={due.urgency}
      action={
        payable
          ? {
              id,
              label: t('payBlock.button', {
                action: t(`button.${button}`),
                amount: money(debt.debtSummary.left),
              }),
              variant: secondary ? 'secondary' : payButtonVariant[button],
              onClick: () => open(id, [wholeDebtItem(debt)]),
            }
          : undefined
      }
    >
      {inProgramme ? (
        <p>{t('payBlock.restructuring')}</p>
      ) : payable ? null : (
        <PendingNote covered={[debt]} locale={locale} />
      )}
      {inProgramme ? null : <MoveDueDate debtNr={debt.nr} />}
    </PayBlock>
  );
}
